import type { Locator, Page } from "@playwright/test";
import { content } from "./support/content";
import { expect, test } from "./support/test";
import { openHydrated } from "./support/open-hydrated";

// WCAG 2.2.2 Pause, Stop, Hide: everything on the Webdesign page that moves by itself for
// longer than 5 s has a visible pause control beside it, reachable by keyboard, that stops
// the motion at once; the choice holds for the visit, without storing anything.

/** The computed transforms of every visible element that the motion moves. */
const transforms = (moving: Locator) => moving.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).transform));

/** Whether the transforms change within `ms`. */
async function movesWithin(page: Page, moving: Locator, ms: number): Promise<boolean> {
  const before = await transforms(moving);
  await page.waitForTimeout(ms);
  return JSON.stringify(await transforms(moving)) !== JSON.stringify(before);
}

/** It moves: the transforms change within a quarter of a second (asked again for up to 5 s, on a busy machine). */
const expectMoving = (page: Page, moving: Locator) => expect.poll(() => movesWithin(page, moving, 250), { timeout: 5000 }).toBe(true);

/**
 * It stands still: no change for half a second, once the pause has reached every island (one
 * island's control tells the others, which hear of it in their next render, a frame later).
 */
const expectStill = (page: Page, moving: Locator) =>
  expect.poll(async () => !(await movesWithin(page, moving, 500)), { timeout: 2000 }).toBe(true);

const hero = (page: Page) => page.locator("main section").first();
// Wide screens: each icon on the rings; phones: the strip's track.
const heroMotion = (page: Page, isMobile: boolean) =>
  hero(page)
    .locator(isMobile ? "div[aria-hidden] > div" : "div[aria-hidden] > div > span")
    .filter({ visible: true });

test("the hero's pause control stops the turning icons at once and starts them again", async ({ page, isMobile }) => {
  await openHydrated(page, "/webdesign/");
  const moving = heroMotion(page, isMobile);
  await expect(moving.first()).toBeVisible();
  await expectMoving(page, moving);

  const pause = hero(page).getByRole("button", { name: "Animation anhalten" });
  await expect(pause).toBeVisible();
  await expect(pause).toHaveAttribute("aria-pressed", "false");
  await pause.click();
  const resume = hero(page).getByRole("button", { name: "Animation fortsetzen" });
  await expect(resume).toHaveAttribute("aria-pressed", "true");
  await expectStill(page, moving);

  await resume.click();
  await expect(pause).toHaveAttribute("aria-pressed", "false");
  await expectMoving(page, moving);
});

test("the hero's icons stand still while the hero is scrolled out of view, and move again when it is back", async ({ page, isMobile }) => {
  await openHydrated(page, "/webdesign/");
  const moving = heroMotion(page, isMobile);
  await expectMoving(page, moving);

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(hero(page)).not.toBeInViewport();
  await expectStill(page, moving);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(hero(page)).toBeInViewport();
  await expectMoving(page, moving);
});

test("the hero's pause control stands on an opaque ground, so the icons turning behind it never cross its words", async ({ page }) => {
  await openHydrated(page, "/webdesign/");
  const pause = hero(page).getByRole("button", { name: "Animation anhalten" });
  // rgb(…) is opaque; rgba(…, a) and transparent let the icons show through.
  expect(await pause.evaluate((button) => getComputedStyle(button).backgroundColor)).toMatch(/^rgb\(/);
});

test("the hero's pause control is reached and pressed with the keyboard alone", async ({ page, isMobile }) => {
  await openHydrated(page, "/webdesign/");
  const pause = hero(page).getByRole("button", { name: "Animation anhalten" });
  for (let step = 0; step < 15 && !(await pause.evaluate((el) => el === document.activeElement)); step++) {
    await page.keyboard.press("Tab");
  }
  await expect(pause).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(hero(page).getByRole("button", { name: "Animation fortsetzen" })).toBeFocused();
  await expectStill(page, heroMotion(page, isMobile));
  await page.keyboard.press(" ");
  await expect(pause).toHaveAttribute("aria-pressed", "false");
});

test("the retro mock-up's banner has its own pause control", async ({ page }) => {
  await openHydrated(page, "/webdesign/");
  const marquee = page.getByText(content<{ toggle: { retro: { marquee: string } } }>("services/webdesign.md").toggle.retro.marquee);
  // The banner itself never stands still, so scroll to its (steady) control instead.
  await page.getByRole("button", { name: "Laufschrift anhalten" }).scrollIntoViewIfNeeded();
  await expectMoving(page, marquee);
  await page.getByRole("button", { name: "Laufschrift anhalten" }).click();
  await expect(page.getByRole("button", { name: "Laufschrift fortsetzen" })).toHaveAttribute("aria-pressed", "true");
  await expectStill(page, marquee);
  await page.getByRole("button", { name: "Laufschrift fortsetzen" }).click();
  await expectMoving(page, marquee);
});

test("the typewriter's control stops the typing and shows the whole text at once", async ({ page }) => {
  await openHydrated(page, "/webdesign/");
  const text = content<{ typewriter: { text: string } }>("services/webdesign.md").typewriter.text;
  const box = page.getByTestId("typewriter");
  await box.scrollIntoViewIfNeeded();
  const typed = box.locator("[data-typed]");
  await expect.poll(() => typed.textContent()).not.toBe("");
  expect((await typed.textContent())!.length).toBeLessThan(text.length);
  await page.getByRole("button", { name: "Schreibanimation anhalten" }).click();
  await expect(typed).toHaveText(text);
});

test("a pause holds for every motion of the page, each control an island of its own, and nothing is stored on the device", async ({
  page,
  isMobile,
}) => {
  await openHydrated(page, "/webdesign/");
  await hero(page).getByRole("button", { name: "Animation anhalten" }).click();
  // The other controls share the one state (the islands share its module) and say so once their parts are in view,
  // which wakes them: the marquee stands still.
  await page.getByTestId("typewriter").scrollIntoViewIfNeeded();
  await expect(page.getByRole("button", { name: "Schreibanimation fortsetzen" })).toHaveAttribute("aria-pressed", "true");
  await page.locator("[data-marquee]").scrollIntoViewIfNeeded();
  await expect(page.getByRole("button", { name: "Laufschrift fortsetzen" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("[data-marquee]")).toHaveAttribute("data-paused");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectStill(page, heroMotion(page, isMobile));
  // Nothing of the pause on the device: it lasts as long as the page.
  const stored = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    cookies: document.cookie,
  }));
  expect(stored).toEqual({ local: [], session: [], cookies: "" });
});

test("the pause controls are in the page as the server sends it", async ({ request }) => {
  const html = await (await request.get("/webdesign/")).text();
  for (const name of ["Animation anhalten", "Laufschrift anhalten", "Schreibanimation anhalten"]) {
    expect(html).toContain(`aria-pressed="false"`);
    expect(html).toContain(name);
  }
});
