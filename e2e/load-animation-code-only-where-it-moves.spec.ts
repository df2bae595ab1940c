import { readFileSync } from "fs";
import path from "path";
import type { Page } from "@playwright/test";
import { e2eServer } from "./support/server";
import { openHydrated } from "./support/open-hydrated";
import { expect, test } from "./support/test";

// react-spring moves the Webdesign hero's icons and turns the founder cards. The start page
// does not load it, and the Webdesign hero's island loads it in a chunk of its own when the
// icons start to move: evaluating it with the page's islands was one of the page's long tasks.
// A visitor who prefers reduced motion never loads it there.

/** What the island build says each of its files was made from (plugins/gatsby-plugin-islands/build/bundle-islands.ts). */
const islandFiles = () =>
  (
    JSON.parse(readFileSync(path.join(".cache", "islands-metafile.json"), "utf8")) as {
      outputs: Record<string, { inputs: Record<string, unknown> }>;
    }
  ).outputs;

/** The packages a built island script was made from. */
function packagesIn(scriptUrl: string): string[] {
  const output = islandFiles()[`public${new URL(scriptUrl).pathname}`];
  expect(output, scriptUrl).toBeDefined();
  return Object.keys(output.inputs).flatMap((source) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? []);
}

/** Every package in the scripts the page loads while the visitor scrolls it from top to bottom. */
async function packagesLoadedBy(page: Page, address: string): Promise<Set<string>> {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" && response.url().startsWith(e2eServer.baseUrl)) scripts.push(response.url());
  });
  await openHydrated(page, address);
  // Scrolled from top to bottom, as a visitor reading the page: every part that starts when it is seen gets its turn.
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState("networkidle");
  // The page's islands, and besides them only the consent script.
  const islands = scripts.filter((url) => url.startsWith(`${e2eServer.baseUrl}/islands/`));
  expect(islands.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => !islands.includes(url) && url !== e2eServer.consentScriptUrl)).toEqual([]);
  return new Set(islands.flatMap(packagesIn));
}

const animationLibraries = (packages: Set<string>) => [...packages].filter((name) => name.startsWith("@react-spring/"));

// The start page loads no scripts at all; nothing on Projects moves.
test("a page without motion loads no animation library", async ({ page }) => {
  const packages = await packagesLoadedBy(page, "/projects/");
  expect(animationLibraries(packages)).toEqual([]);
});

test("the Webdesign hero loads react-spring once its icons move", async ({ page }) => {
  const packages = await packagesLoadedBy(page, "/webdesign/");
  expect(animationLibraries(packages)).toContain("@react-spring/core");
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the Webdesign page loads no animation library at all", async ({ page }) => {
    const packages = await packagesLoadedBy(page, "/webdesign/");
    expect(packages.size).toBeGreaterThan(0);
    expect(animationLibraries(packages)).toEqual([]);
  });
});
