import { sitemapEntry } from "../sitemap";

describe("the sitemap's entries", () => {
  it("list a page's counterparts, the German page as x-default, and none for a page in one language", () => {
    const alternates = { de: "/webdesign/", en: "/en/web-design/" };
    const links = [
      { lang: "de", url: "/webdesign/" },
      { lang: "en", url: "/en/web-design/" },
      { lang: "x-default", url: "/webdesign/" },
    ];
    expect(sitemapEntry({ path: "/en/web-design/", pageContext: { alternates } })).toEqual({ url: "/en/web-design/", links });
    expect(sitemapEntry({ path: "/webdesign/", pageContext: { alternates, lastModified: "2026-02-20" } })).toEqual({
      url: "/webdesign/",
      lastmod: "2026-02-20",
      links,
    });
    expect(sitemapEntry({ path: "/blog/x/", pageContext: { alternates: { de: "/blog/x/" } } })).toEqual({ url: "/blog/x/" });
  });
});
