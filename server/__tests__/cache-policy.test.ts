import { cacheControlFor, IMMUTABLE, REVALIDATE } from "../serve-site";

describe("cacheControlFor", () => {
  it.each([
    ["app-c0c1d0c9733eb66f482b.js", IMMUTABLE],
    ["component---src-pages-index-tsx-757cfff5c4ee195443ff.js", IMMUTABLE],
    ["styles-0123456789abcdef0123.css", IMMUTABLE],
    ["static/abc123/foto.png", IMMUTABLE],
    ["islands/contact-dialog-QH4MH23W.js", IMMUTABLE],
    ["islands/shared-C3JE6IQY.js", IMMUTABLE],
    ["islands/manifest.json", REVALIDATE],
    ["page-data/index/page-data.json", REVALIDATE],
    ["page-data/app-data.json", REVALIDATE],
    ["favicon.svg", REVALIDATE],
    ["robots.txt", REVALIDATE],
    ["~partytown/partytown.js", REVALIDATE],
    ["app-c0c1d0c9733eb66f482b.js.map", REVALIDATE],
  ])("%s: %s", (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
