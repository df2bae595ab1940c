import { readFileSync } from "fs";
import path from "path";
import type { Page } from "@playwright/test";
import { e2eServer } from "./support/server";
import { expect, test } from "./support/test";

// react-spring moves the Webdesign hero's icons and turns the founder cards. The start page
// does not load it, and the Webdesign hero's motion script loads it in a chunk of its own when
// the icons start to move: evaluating it with the page's chunk was one of the page's long
// tasks. A visitor who prefers reduced motion never loads it there.

/** The packages a built script was made from, read from its source map in the test build. */
function packagesIn(scriptUrl: string): string[] {
  const file = path.join(e2eServer.publicDir, `${new URL(scriptUrl).pathname}.map`);
  const { sources } = JSON.parse(readFileSync(file, "utf8")) as { sources: string[] };
  return sources.flatMap((source) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? []);
}

/** Every package in the scripts the page loads while the visitor scrolls it from top to bottom. */
async function packagesLoadedBy(page: Page, address: string): Promise<Set<string>> {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" && response.url().startsWith(e2eServer.baseUrl)) scripts.push(response.url());
  });
  await page.goto(address);
  await page.waitForLoadState("networkidle");
  // A page that loads its scripts on intent: reach for its first part, as a visitor would.
  if ((await page.locator('html[data-scripts="on-intent"]').count()) > 0)
    await page.locator("main [data-waits-for-intent]:visible").first().hover();
  await page.waitForFunction(() => "___loader" in window);
  // Scrolled from top to bottom, as a visitor reading the page: every part that starts when it is seen gets its turn.
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState("networkidle");
  return new Set(scripts.flatMap(packagesIn));
}

const animationLibraries = (packages: Set<string>) => [...packages].filter((name) => name.startsWith("@react-spring/"));

// The start page loads no scripts at all (StaticPage); Projects loads Gatsby when a card is reached for, and nothing on it moves.
test("a page without motion loads no animation library", async ({ page }) => {
  const packages = await packagesLoadedBy(page, "/projects/");
  expect(packages.size).toBeGreaterThan(0);
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
