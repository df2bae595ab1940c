import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { brotliCompressSync, gzipSync } from "zlib";
import { readSettings } from "../../core/settings/read-settings";
import { HEADERS_FILE, headersByPath, staticHostHeadersFile } from "../../core/static-host-headers";
import { inlineScriptHashes, inlineStyleHashes } from "../../plugins/gatsby-plugin-islands/node/inline-hashes";

export const fixtureBundle = "app-0123456789abcdef0123.js";
export const fixtureBundleSource = `console.log(${JSON.stringify("x".repeat(4000))});`;
export const fixtureConsentOrigin = "https://consent.example.net";

const page = (title: string) =>
  `<!DOCTYPE html><html lang="de"><head><title>${title}</title>` +
  `<style id="global-css">body{margin:0}</style><script>document.documentElement.classList.add("js")</script>` +
  `<script type="application/ld+json">{"name":"A <script> B"}</script></head>` +
  `<body><main>${title}</main><p>${"Text einer Seite. ".repeat(80)}</p><script>(function(){var s=document.createElement("script")})()</script></body></html>`;

/**
 * A small built site in a temporary folder, shaped like Gatsby's public/ after the steps that
 * follow the build: compressed copies, and each address's headers in _headers.
 */
export function createBuiltSiteFixture() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "built-site-"));
  const write = (file: string, content: string | Buffer) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  };
  const writeCompressed = (file: string, content: string) => {
    write(file, content);
    write(`${file}.br`, brotliCompressSync(content));
    write(`${file}.gz`, gzipSync(content));
  };
  const pages = {
    "/": "index.html",
    "/team/": "team/index.html",
    "/404.html": "404.html",
    "/404/": "404/index.html",
    "/en/404/": "en/404/index.html",
    "/kontakt/danke/": "kontakt/danke/index.html",
  };
  const titles: Record<string, string> = { "/": "Startseite", "/team/": "Team", "/en/404/": "Page not found" };
  for (const [address, file] of Object.entries(pages)) writeCompressed(file, page(titles[address] ?? "Seite nicht gefunden"));
  write("admin/index.html", '<!doctype html><title>CMS</title><script src="/admin/decap-cms.js"></script>');
  writeCompressed(fixtureBundle, fixtureBundleSource);
  write("page-data/index/page-data.json", '{"path":"/"}');
  write("static/abc123/foto.png", Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  write("favicon.svg", '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>');
  write("robots.txt", "User-agent: *\n");
  const hashed = Object.keys(pages).map((address) => ({
    path: address,
    scriptHashes: inlineScriptHashes(page(address)),
    styleHashes: inlineStyleHashes(page(address)),
  }));
  const settings = readSettings({ GATSBY_CONSENT_SCRIPT_URL: `${fixtureConsentOrigin}/c.js` });
  const headers = headersByPath(settings, [...hashed, { path: "/admin/", scriptHashes: [], styleHashes: [] }], ["/favicon.svg"]);
  write(HEADERS_FILE, staticHostHeadersFile(settings, headers));
  return { dir, headers, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
