/** @jest-environment node */
import { createHash } from "crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { readSettings } from "../../../core/settings/read-settings";
import { headersByPath, staticHostHeadersFile } from "../../../core/static-host-headers";
import { pagePathOf } from "../../../core/static-host-headers";
import { hashedPages, inlineScriptHashes, inlineStyleHashes } from "../node/inline-hashes";

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

describe("inlineStyleHashes", () => {
  it("hashes each style element's text as written, once, an inline SVG's as well", () => {
    const rules = ".css-1{color:#123}";
    const html = `<style id="global-css">body{margin:0}</style><style data-emotion-ids="1">${rules}</style><svg><style>${rules}</style></svg>`;
    expect(inlineStyleHashes(html)).toEqual([sha256("body{margin:0}"), sha256(rules)]);
  });
});

describe("hashedPages", () => {
  it("maps every built page to its address, the CMS's included", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "hashed-pages-"));
    try {
      for (const [file, html] of [
        ["index.html", "<style>p{}</style><script>a()</script>"],
        ["team/index.html", "<script>b()</script>"],
        ["404.html", "<p>nichts</p>"],
        ["admin/index.html", "<script>cms()</script>"],
      ]) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), html);
      }
      const pages = (await hashedPages(dir)).sort((a, b) => a.path.localeCompare(b.path));
      expect(pages).toEqual([
        { path: "/", scriptHashes: [sha256("a()")], styleHashes: [sha256("p{}")] },
        { path: "/404.html", scriptHashes: [], styleHashes: [] },
        { path: "/admin/", scriptHashes: [sha256("cms()")], styleHashes: [] },
        { path: "/team/", scriptHashes: [sha256("b()")], styleHashes: [] },
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

describe("headersByPath and staticHostHeadersFile", () => {
  const settings = readSettings({ SITE_URL: "https://www.agentur.example", GATSBY_CONSENT_SCRIPT_URL: "https://consent.example/c.js" });
  const byPath = headersByPath(
    settings,
    [
      { path: "/team/", scriptHashes: [sha256("b()")], styleHashes: [] },
      { path: "/", scriptHashes: [sha256("a()"), sha256("c()")], styleHashes: [sha256("p{}")] },
      { path: "/admin/", scriptHashes: [sha256("cms()")], styleHashes: [] },
    ],
    ["/favicon.svg"],
  );
  const file = staticHostHeadersFile(settings, byPath);
  const blocks = Object.fromEntries(
    file
      .trimEnd()
      .split(/\n(?=\S)/)
      .filter((block) => !block.startsWith("#"))
      .map((block) => [block.split("\n")[0], block.split("\n").slice(1)]),
  );
  const scriptSrc = (page: string) => /script-src ([^;]*)/.exec(byPath[page]["Content-Security-Policy"])![1];

  it("gives each page a policy naming exactly its own scripts' hashes, with 'strict-dynamic' and no 'unsafe-inline' for scripts", () => {
    expect(scriptSrc("/")).toBe(`'${sha256("a()")}' '${sha256("c()")}' 'strict-dynamic' 'self' https://consent.example`);
    expect(scriptSrc("/team/")).toBe(`'${sha256("b()")}' 'strict-dynamic' 'self' https://consent.example`);
    expect(byPath["/"]).toMatchObject({ "Referrer-Policy": expect.any(String), "Permissions-Policy": expect.any(String) });
  });

  it("allows nothing by default and names each page's style elements by hash, without 'unsafe-inline' for them", () => {
    const policy = byPath["/"]["Content-Security-Policy"];
    expect(policy).toMatch(/^default-src 'none';/);
    expect(/style-src ([^;]*)/.exec(policy)![1]).toBe(`'self' '${sha256("p{}")}' https://consent.example`);
    expect(/style-src ([^;]*)/.exec(byPath["/team/"]["Content-Security-Policy"])![1]).toBe("'self' https://consent.example");
  });

  it("names the CMS page's inline script by hash, without 'unsafe-inline' and without decap-server on localhost", () => {
    expect(scriptSrc("/admin/")).toBe(`'${sha256("cms()")}' 'self' 'unsafe-eval'`);
    expect(byPath["/admin/"]["Content-Security-Policy"]).not.toMatch(/localhost|127\.0\.0\.1/);
    const local = headersByPath(readSettings({ CMS_LOCAL_BACKEND: "true" }), [{ path: "/admin/", scriptHashes: [], styleHashes: [] }], []);
    expect(local["/admin/"]["Content-Security-Policy"]).toContain(
      "connect-src 'self' https://api.github.com https://api.netlify.com http://localhost:8081",
    );
  });

  it("keeps a window that opened the CMS from reaching it, and the site's pages out of a process of their own", () => {
    expect(byPath["/admin/"]["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
    for (const page of ["/", "/team/"]) expect(byPath[page]).not.toHaveProperty("Cross-Origin-Opener-Policy");
  });

  it("gives an SVG file its own restrictive policy and nothing a page needs", () => {
    expect(byPath["/favicon.svg"]).toEqual({ "Content-Security-Policy": expect.stringContaining("default-src 'none'") });
  });

  it("writes the shared headers once under /*, then each address's headers as the production server sends them", () => {
    expect(blocks["/*"]).toEqual([
      "  Strict-Transport-Security: max-age=31536000; includeSubDomains",
      "  X-Content-Type-Options: nosniff",
      "  Cross-Origin-Resource-Policy: same-origin",
    ]);
    for (const [path, headers] of Object.entries(byPath)) {
      expect(blocks[path]).toEqual(Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`));
    }
  });

  it("asks search engines not to index a preview (DEPLOY_PREVIEW), and only a preview", () => {
    expect(file).not.toContain("X-Robots-Tag");
    const preview = staticHostHeadersFile(readSettings({ DEPLOY_PREVIEW: "true" }), {});
    expect(preview.split(/\n(?=\S)/).find((block) => block.startsWith("/*\n"))).toContain("\n  X-Robots-Tag: noindex");
  });
});
