import type { Page, TestInfo } from "@playwright/test";
import { webdesignTexts } from "./support/content";
import { focusRingContrast } from "./support/focus-contrast";
import { forcedColourFindings } from "./support/forced-colours";
import { openProjectModal } from "./support/open-project-modal";
import { callToAction, openHydrated, waitForIslands } from "./support/open-hydrated";
import { pageKinds } from "./support/routes";
import { expect, test } from "./support/test";
import { networkQuiet } from "./support/network-quiet";

// Under forced colours (Windows' contrast themes), on one page of each kind (e2e/support/routes.ts) and in the states
// a visitor opens, on a desktop and a phone viewport, with the light and the dark system palette (Chromium takes the
// forced palette from the colour scheme): every text, icon and control's edge stands out from its ground, and every
// element reached by Tab shows its focus (e2e/support/forced-colours.ts). A screenshot goes into the report with a finding.

/**
 * Opens the page under forced colours with either palette (as a visitor with a contrast theme loads it: switching the
 * emulation on a loaded page left some colours of Chromium's unforced) and checks it as it is: each list must be empty.
 * Focus rings last, as focusing each element opens what opens on focus (a Webdesign card, a founder card).
 */
async function checkForcedColours(page: Page, testInfo: TestInfo, name: string, open: () => Promise<void>) {
  for (const colorScheme of ["dark", "light"] as const) {
    await page.emulateMedia({ forcedColors: "active", colorScheme });
    await open();
    const palette = (check: string) => `${check}, forced colours, ${colorScheme} palette`;
    const found = await forcedColourFindings(page);
    // What the visitor sees, beside a finding in the report.
    if (found.text.length + found.icons.length + found.controls.length > 0) {
      await testInfo.attach(`${testInfo.project.name}-${name}-forced-${colorScheme}.png`, {
        body: await page.screenshot({ fullPage: true, scale: "css" }),
        contentType: "image/png",
      });
    }
    expect.soft(found.text, palette("text")).toEqual([]);
    expect.soft(found.icons, palette("icons")).toEqual([]);
    expect.soft(found.controls, palette("controls")).toEqual([]);
    const rings = await focusRingContrast(page);
    expect.soft(rings.length, palette("focusable elements measured")).toBeGreaterThan(1);
    expect
      .soft(
        rings.filter((ring) => ring.lowest < 3),
        palette("focus rings under 3:1"),
      )
      .toEqual([]);
  }
}

const fileName = (path: string) => (path === "/" ? "home" : path.replace(/^\/|\/$/g, "").replace(/\//g, "-"));

for (const { kind, path, text, status } of pageKinds) {
  test(`${kind} (${path}) shows its text, icons, controls and focus under forced colours`, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await checkForcedColours(page, testInfo, fileName(path), async () => {
      expect((await page.goto(path))?.status()).toBe(status);
      await waitForIslands(page);
      await networkQuiet(page);
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    });
  });
}

test("the open contact dialog shows its fields, buttons and focus under forced colours", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await checkForcedColours(page, testInfo, "contact-dialog", async () => {
    await openHydrated(page, "/ai/");
    await callToAction(page).click();
    await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
  });
});

test("the open project modal shows its text, buttons and focus under forced colours", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await checkForcedColours(page, testInfo, "project-modal", async () => {
    await openProjectModal(page);
  });
});

test("the Webdesign page's open card and New mock-up show under forced colours", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await checkForcedColours(page, testInfo, "webdesign-new", async () => {
    await openHydrated(page, "/webdesign/");
    await page.getByRole("button", { name: webdesignTexts.firstCard }).click();
    await page.getByRole("button", { name: webdesignTexts.newLabel, exact: true }).click();
  });
});
