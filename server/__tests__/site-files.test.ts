/** @jest-environment node */
import { loadSiteFiles, pageTemplate } from "../site-files";
import { createBuiltSiteFixture, fixtureBundle } from "../test-support/built-site-fixture";

describe("pageTemplate", () => {
  it("puts the nonce on every script and style tag, inline and external", () => {
    const html = '<head><style>a{}</style><SCRIPT src="/a.js" async></SCRIPT></head><body><script>x()</script></body>';
    expect(pageTemplate(html).render("N1")).toBe(
      '<head><style nonce="N1">a{}</style><SCRIPT nonce="N1" src="/a.js" async></SCRIPT></head><body><script nonce="N1">x()</script></body>',
    );
  });

  it("leaves text inside a script alone, even when it spells a tag", () => {
    const html = '<script type="application/ld+json">{"a":"<script> and <style>"}</script><p>x</p><script>1</script>';
    expect(pageTemplate(html).render("N")).toBe(
      '<script nonce="N" type="application/ld+json">{"a":"<script> and <style>"}</script><p>x</p><script nonce="N">1</script>',
    );
  });

  it("does not mistake other tags for scripts or styles", () => {
    const html = "<stylesheet></stylesheet><scripts></scripts><noscript>x</noscript>";
    expect(pageTemplate(html).render("N")).toBe(html);
  });

  it("renders a different nonce each time from the same template", () => {
    const template = pageTemplate("<script>1</script>");
    expect(template.render("a")).not.toBe(template.render("b"));
  });
});

describe("loadSiteFiles", () => {
  it("maps each built page to its URL and lists the other files, not their compressed copies", async () => {
    const fixture = createBuiltSiteFixture();
    try {
      const site = await loadSiteFiles(fixture.dir);
      expect([...site.pages.keys()].sort()).toEqual(["/", "/404.html", "/404/", "/team/"]);
      expect(site.assets.has(fixtureBundle)).toBe(true);
      expect(site.assets.has(`${fixtureBundle}.br`)).toBe(false);
      expect(site.assets.has("static/abc123/foto.png")).toBe(true);
    } finally {
      fixture.remove();
    }
  });

  it("says what to do when there is no build", async () => {
    await expect(loadSiteFiles("/nonexistent-site")).rejects.toThrow();
  });
});
