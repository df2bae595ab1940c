import { readFileSync } from "fs";
import path from "path";
import type { Page } from "@playwright/test";
import { e2eServer } from "./support/server";
import { openHydrated } from "./support/open-hydrated";
import { expect, test } from "./support/test";
import { networkQuiet } from "./support/network-quiet";

// react-spring turns the founder cards. The Webdesign hero's icons are moved by the browser (Web
// Animations, on the compositor): the page loads no animation library for them, and its main thread
// does no work per frame (react-spring's loop did, every frame, while the page loaded). The start
// page and the projects load no animation library either.

/** What the island build says each of its files was made from (plugins/gatsby-plugin-islands/node/bundle-islands.ts). */
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
  await networkQuiet(page);
  // The page's islands, and besides them only the consent script.
  const islands = scripts.filter((url) => url.startsWith(`${e2eServer.baseUrl}/islands/`));
  expect(islands.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => !islands.includes(url) && url !== e2eServer.consentScriptUrl)).toEqual([]);
  return new Set(islands.flatMap(packagesIn));
}

const animationLibraries = (packages: Set<string>) => [...packages].filter((name) => name.startsWith("@react-spring/"));

/** The animations a script made and that run (not the style sheet's, such as the retro mock-up's marquee). */
const scriptAnimationsRunning = (page: Page) =>
  page.evaluate(
    () =>
      document
        .getAnimations()
        .filter((animation) => !(animation instanceof CSSAnimation) && !(animation instanceof CSSTransition))
        .filter((animation) => animation.playState === "running").length,
  );

// The start page loads no scripts at all; nothing on Projects moves.
test("a page without motion loads no animation library", async ({ page }) => {
  const packages = await packagesLoadedBy(page, "/projects/");
  expect(animationLibraries(packages)).toEqual([]);
});

test("the Webdesign hero moves its icons without an animation library, by the browser's own animations", async ({ page }) => {
  const packages = await packagesLoadedBy(page, "/webdesign/");
  expect(animationLibraries(packages)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => scriptAnimationsRunning(page)).toBeGreaterThan(0);
});

test("the founder cards load react-spring, which turns them", async ({ page }) => {
  const packages = await packagesLoadedBy(page, "/team/");
  expect(animationLibraries(packages)).toContain("@react-spring/web");
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the Webdesign page loads no animation library and runs no animation of its hero", async ({ page }) => {
    const packages = await packagesLoadedBy(page, "/webdesign/");
    expect(packages.size).toBeGreaterThan(0);
    expect(animationLibraries(packages)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await scriptAnimationsRunning(page)).toBe(0);
  });
});
