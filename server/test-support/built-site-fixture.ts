import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { brotliCompressSync, gzipSync } from "zlib";

export const fixtureBundle = "app-0123456789abcdef0123.js";
export const fixtureBundleSource = `console.log(${JSON.stringify("x".repeat(4000))});`;

const page = (title: string) =>
  `<!DOCTYPE html><html lang="de"><head><title>${title}</title>` +
  `<style id="global-css">body{margin:0}</style><script>document.documentElement.classList.add("js")</script>` +
  `<script type="application/ld+json">{"name":"A <script> B"}</script></head>` +
  `<body><main>${title}</main><p>${"Text einer Seite. ".repeat(80)}</p><script>(function(){var s=document.createElement("script")})()</script></body></html>`;

/** A small built site in a temporary folder, shaped like Gatsby's public/ (with the build's compressed copies). */
export function createBuiltSiteFixture() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "built-site-"));
  const write = (file: string, content: string | Buffer) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  };
  write("index.html", page("Startseite"));
  write("team/index.html", page("Team"));
  write("404.html", page("Seite nicht gefunden"));
  write("404/index.html", page("Seite nicht gefunden"));
  write(fixtureBundle, fixtureBundleSource);
  write(`${fixtureBundle}.br`, brotliCompressSync(fixtureBundleSource));
  write(`${fixtureBundle}.gz`, gzipSync(fixtureBundleSource));
  write("page-data/index/page-data.json", '{"path":"/"}');
  write("static/abc123/foto.png", Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  write("robots.txt", "User-agent: *\n");
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
