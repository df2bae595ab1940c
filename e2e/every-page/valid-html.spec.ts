import { spawnSync } from "child_process";
import { mkdtempSync, rmSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { notFoundPath, routes, unlistedPages } from "../support/routes";
import { expect, test } from "../support/test";
import { viewTransitionCss, withoutViewTransitions } from "../../src/theme/view-transition-css";

// The W3C Nu HTML Checker (npm vnu-jar, on Java) over every page as the server sends it.
const vnu = path.join(__dirname, "..", "..", "node_modules", "vnu-jar", "build", "dist", "vnu.jar");
// What gatsby-ssr.tsx writes into every head, as React writes it.
const expectContent = '<link rel="expect" href="#content" blocking="render"/>';
const pages = [...[...routes, ...unlistedPages].map((route) => route.path), notFoundPath];

test("every page is valid HTML: no error from the Nu HTML Checker", async ({ request }) => {
  // About 45 pages of two languages: some 30 s on a loaded 2-core machine.
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), "html-check-"));
  try {
    const files = [];
    for (const page of pages) {
      const file = path.join(dir, `${page.replace(/\//g, "_") || "_"}.html`);
      // The checker (vnu-jar 26.9) does not know view transitions yet (`@view-transition`, `view-transition-name`,
      // `::view-transition-…`, a `<link rel="expect">` that blocks rendering): they are taken out first, exactly as
      // the site writes them, and the browser checks them (e2e/change-pages-with-a-transition.spec.ts).
      const html = await (await request.get(page)).text();
      expect(html, page).toContain(viewTransitionCss);
      expect(html, page).toContain(expectContent);
      writeFileSync(file, html.replace(viewTransitionCss, "").replace(withoutViewTransitions, "").replace(expectContent, ""));
      files.push(file);
    }
    // vnu writes its JSON report to stderr and exits 1 when it found an error.
    const run = spawnSync("java", ["-jar", vnu, "--errors-only", "--format", "json", ...files], { encoding: "utf8" });
    expect(run.error, "Java runs the checker").toBeUndefined();
    const messages = (JSON.parse(run.stderr) as { messages: { url: string; message: string; extract?: string }[] }).messages;
    expect(messages.map((m) => `${path.basename(m.url)}: ${m.message} (${m.extract ?? ""})`)).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
