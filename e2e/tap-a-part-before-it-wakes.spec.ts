import type { Locator, Page } from "@playwright/test";
import { fragmentIds } from "../src/components/layout/fragment-ids";
import { callToAction } from "./support/open-hydrated";
import { contactForm, webdesignTexts } from "./support/content";
import { expect, test } from "./support/test";

// Each part of a page wakes when its island says (plugins/gatsby-plugin-islands, "When an island wakes"): at the
// first paint, when it comes into view, when the browser is idle, or on intent. A tap that comes before is never
// lost: the page holds it, and hands it to the part in the task the part wakes, so it does what it does on a part
// that was awake, a frame later at most. Here the islands' files are held back until the tap has come.

/** Holds back every island file until the returned function is called: the parts cannot wake before. */
async function holdIslandFiles(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/islands/**", async (route) => {
    await released;
    await route.continue();
  });
  return async () => release();
}

/** Records, for each tap the page hands on, whether it came in the task in which its part woke. */
async function recordHandedOnTaps(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { handedOn: boolean[] };
    record.handedOn = [];
    let waking = false;
    document.addEventListener(
      "islandawake",
      () => {
        waking = true;
        setTimeout(() => (waking = false), 0);
      },
      true,
    );
    // Added before the page's own scripts: it sees the tap first, and the one the page hands on.
    window.addEventListener("click", (event) => void (event.isTrusted || record.handedOn.push(waking)), true);
  });
}
const handedOn = (page: Page) => page.evaluate(() => (window as unknown as { handedOn: boolean[] }).handedOn);

/** A tap on a phone, a click elsewhere (Firefox, driven over WebDriver BiDi, has no phone emulation and clicks). */
const press = (target: Locator, isMobile: boolean) => (isMobile ? target.tap() : target.click());
const root = (page: Page, island: string) => page.locator(`[data-island="${island}"]`).first();

test.beforeEach(async ({ page }) => recordHandedOnTaps(page));

test("a card that wakes as it comes into view, tapped before it is awake, opens once it is", async ({ page, isMobile }) => {
  const release = await holdIslandFiles(page);
  await page.goto("/webdesign/");
  const cards = fragmentIds.webdesignCards;
  const card = page.locator(`#${cards} button[aria-controls="${cards}-card-1"]`);
  await card.scrollIntoViewIfNeeded();
  // In view: woken, but its island's script has not come.
  await expect(root(page, "webdesign-cards")).toHaveAttribute("data-woken");
  await press(card, isMobile);
  await expect(card).toHaveAttribute("aria-expanded", "false");
  await release();
  await expect(card).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator(`#${cards}-card-1`)).toBeVisible();
  expect(await handedOn(page)).toEqual([true]);
});

test("a call to action, tapped before the contact dialog is awake, opens the dialog once it is", async ({ page, isMobile }) => {
  const release = await holdIslandFiles(page);
  await page.goto("/ai/");
  await press(callToAction(page), isMobile);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await release();
  await expect(page.getByRole("dialog", { name: contactForm.title })).toBeVisible();
  await expect(page).toHaveURL("/ai/");
  expect(await handedOn(page)).toEqual([true]);
});

test("a founder card, tapped before it is awake, turns once it is", async ({ page, isMobile }) => {
  const release = await holdIslandFiles(page);
  await page.goto("/team/");
  const card = page.getByRole("group").first();
  await press(card, isMobile);
  await expect(card).not.toHaveAttribute("data-flipped");
  await release();
  await expect(card).toHaveAttribute("data-flipped", "true");
  expect(await handedOn(page)).toEqual([true]);
});

test("the hero's pause control, which wakes on intent, pressed before it is awake, pauses the motion once it is", async ({
  page,
  isMobile,
}) => {
  const release = await holdIslandFiles(page);
  await page.goto("/webdesign/");
  const pause = page.locator("main section").first().getByRole("button", { name: "Animation anhalten" });
  await press(pause, isMobile);
  await expect(pause).toHaveAttribute("aria-pressed", "false");
  await release();
  await expect(page.getByRole("button", { name: "Animation fortsetzen" })).toHaveAttribute("aria-pressed", "true");
  expect(await handedOn(page)).toEqual([true]);
});

test("what the HTML answers alone answers at once: More Info opens by the browser's invoker commands, the hero's arrow follows its link", async ({
  page,
  isMobile,
}) => {
  // The islands' files never come.
  await holdIslandFiles(page);
  await page.goto("/projects/");
  await press(page.getByRole("button", { name: /^More Info/ }).first(), isMobile);
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.goto("/webdesign/");
  await press(page.getByRole("link", { name: webdesignTexts.scrollLabel }), isMobile);
  await expect(page).toHaveURL(new RegExp(`#${fragmentIds.webdesignCards}$`));
  expect(await handedOn(page)).toEqual([]);
});

test("each part wakes by its own trigger: the hero at the first paint, the dialog and the founders when idle, the cards in view, the pause control on intent", async ({
  page,
}) => {
  const woken = (island: string) => root(page, island);
  await page.goto("/webdesign/");
  await expect(woken("hero-motion")).toHaveAttribute("data-woken");
  await expect(woken("contact-dialog")).toHaveAttribute("data-hydrated");
  await expect(callToAction(page)).toHaveAttribute("aria-haspopup", "dialog");
  for (const island of ["pause-motion", "webdesign-cards", "typewriter", "old-new-toggle"]) {
    await expect(woken(island), island).not.toHaveAttribute("data-woken");
  }
  await page.locator(`#${fragmentIds.webdesignCards}`).scrollIntoViewIfNeeded();
  await expect(woken("webdesign-cards")).toHaveAttribute("data-hydrated");
  await expect(woken("old-new-toggle")).not.toHaveAttribute("data-woken");
  await woken("pause-motion").getByRole("button").focus();
  await expect(woken("pause-motion")).toHaveAttribute("data-hydrated");

  await page.goto("/team/");
  for (const card of await page.locator('[data-island="team-member-card"]').all()) await expect(card).toHaveAttribute("data-hydrated");
});
