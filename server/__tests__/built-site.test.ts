/** @jest-environment node */
import { rmSync } from "fs";
import path from "path";
import { loadBuiltSite } from "../built-site";
import { createBuiltSiteFixture, fixtureBundle } from "../test-support/built-site-fixture";

describe("loadBuiltSite", () => {
  it("maps each built page to its URL with its copies, lists the other files without theirs, and reads the build's headers", async () => {
    const fixture = createBuiltSiteFixture();
    try {
      const site = await loadBuiltSite(fixture.dir);
      expect([...site.pages.keys()].sort()).toEqual(["/", "/404.html", "/404/", "/admin/", "/en/404/", "/kontakt/danke/", "/team/"]);
      const copies = (address: string) => Object.entries(site.pages.get(address)!).flatMap(([encoding, copy]) => (copy ? [encoding] : []));
      expect(copies("/team/").sort()).toEqual(["br", "gzip", "identity"]);
      expect(copies("/admin/")).toEqual(["identity"]);
      expect(site.assets.has(fixtureBundle)).toBe(true);
      expect(site.assets.has(`${fixtureBundle}.br`)).toBe(false);
      expect(site.assets.has("index.html.br")).toBe(false);
      expect(site.assets.has("static/abc123/foto.png")).toBe(true);
      expect(site.headers).toEqual(fixture.headers);
    } finally {
      fixture.remove();
    }
  });

  it("says what to do when there is no build, or a build without its headers", async () => {
    await expect(loadBuiltSite("/nonexistent-site")).rejects.toThrow('run "npm run build" first');
    const fixture = createBuiltSiteFixture();
    try {
      rmSync(path.join(fixture.dir, "_headers"));
      await expect(loadBuiltSite(fixture.dir)).rejects.toThrow("_headers");
    } finally {
      fixture.remove();
    }
  });
});
