/** @jest-environment node */
import { createHash } from "crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { readSettings } from "../../../config/settings/read-settings";
import { staticHostHeadersFile } from "../../../config/static-host-headers";
import { hashedPages, inlineScriptHashes, pagePathOf } from "../hash-inline-scripts";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script's text as written, once, and skips external scripts and data blocks", () => {
    const loader = '(function(){var s=document.createElement("script")})()';
    const html =
      `<script>${loader}</script><script id="x" type="text/javascript">window.a="ü"</script>` +
      `<script src="/app.js" async></script><script type="application/ld+json">{"@type":"Organization"}</script>` +
      `<script>${loader}</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(loader), sha256('window.a="ü"')]);
  });

  it("hashes speculation rules, which a policy governs like inline script", () => {
    const rules = '{"prefetch":[{"source":"document","eagerness":"moderate"}]}';
    expect(inlineScriptHashes(`<script type="speculationrules">${rules}</script>`)).toEqual([sha256(rules)]);
  });

  it("finds none in a page without inline scripts", () => {
    expect(inlineScriptHashes('<p>Text</p><script src="/a.js"></script>')).toEqual([]);
  });
});

describe("hashedPages", () => {
  it("maps every built page to its address and leaves the CMS out", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "hashed-pages-"));
    try {
      for (const [file, html] of [
        ["index.html", "<script>a()</script>"],
        ["team/index.html", "<script>b()</script>"],
        ["404.html", "<p>nichts</p>"],
        ["admin/index.html", "<script>cms()</script>"],
      ]) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), html);
      }
      const pages = (await hashedPages(dir)).sort((a, b) => a.path.localeCompare(b.path));
      expect(pages).toEqual([
        { path: "/", scriptHashes: [sha256("a()")] },
        { path: "/404.html", scriptHashes: [] },
        { path: "/team/", scriptHashes: [sha256("b()")] },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads team/index.html as /team/ and 404.html as itself", () => {
    expect(pagePathOf(path.join("team", "index.html"))).toBe("/team/");
    expect(pagePathOf("index.html")).toBe("/");
    expect(pagePathOf("404.html")).toBe("/404.html");
  });
});

describe("staticHostHeadersFile", () => {
  const settings = readSettings({ SITE_URL: "https://www.agentur.example", GATSBY_CONSENT_SCRIPT_URL: "https://consent.example/c.js" });
  const file = staticHostHeadersFile(settings, [
    { path: "/team/", scriptHashes: [sha256("b()")] },
    { path: "/", scriptHashes: [sha256("a()"), sha256("c()")] },
  ]);
  const blocks = Object.fromEntries(
    file
      .trimEnd()
      .split(/\n(?=\S)/)
      .filter((block) => !block.startsWith("#"))
      .map((block) => [block.split("\n")[0], block.split("\n").slice(1)]),
  );

  it("gives each page a policy naming exactly its own scripts' hashes, with 'strict-dynamic' and no 'unsafe-inline' for scripts", () => {
    const scriptSrc = (page: string) => /script-src ([^;]*)/.exec(blocks[page].join("\n"))![1];
    expect(scriptSrc("/")).toBe(`'${sha256("a()")}' '${sha256("c()")}' 'strict-dynamic' 'self' https://consent.example`);
    expect(scriptSrc("/team/")).toBe(`'${sha256("b()")}' 'strict-dynamic' 'self' https://consent.example`);
  });

  it("writes the shared headers once under /*, and no header twice for one address", () => {
    expect(blocks["/*"]).toEqual(
      expect.arrayContaining(["  X-Content-Type-Options: nosniff", "  Strict-Transport-Security: max-age=31536000; includeSubDomains"]),
    );
    expect(blocks["/*"].join("\n")).not.toContain("Content-Security-Policy");
    for (const page of ["/", "/team/", "/admin/*"]) expect(blocks[page]).toEqual([expect.stringMatching(/^ {2}Content-Security-Policy: /)]);
  });

  it("keeps the CMS's own policy under /admin/", () => {
    expect(blocks["/admin/*"][0]).toContain("'unsafe-eval'");
  });

  it("asks search engines not to index a preview (DEPLOY_PREVIEW), and only a preview", () => {
    expect(file).not.toContain("X-Robots-Tag");
    const preview = staticHostHeadersFile(readSettings({ DEPLOY_PREVIEW: "true" }), []);
    expect(preview.split(/\n(?=\S)/).find((block) => block.startsWith("/*\n"))).toContain("\n  X-Robots-Tag: noindex");
  });
});
