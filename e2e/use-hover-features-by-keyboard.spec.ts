import { focusIsVisible, focusRingShare, tabTo } from "./support/keyboard";
import { liftedTiles } from "./support/home-tiles";
import { expect, test } from "./support/test";
import { openHydrated } from "./support/open-hydrated";
import { fragmentIds } from "../src/components/layout/fragment-ids";

const cardsId = fragmentIds.webdesignCards;

// WCAG 2.1.1: what the pointer shows on hover, the keyboard shows on focus; WCAG 2.4.11: the
// focused element is never hidden; WCAG 2.4.7: its focus ring can be seen whole; WCAG 2.4.3:
// after following a link focus starts on the new page's content; WCAG 3.1.2: English labels
// are marked as English. The walk through every focusable element of each kind of page is in
// audit-every-kind-of-page.spec.ts.

test("the English labels of the specification are marked as English", async ({ page }) => {
  for (const path of ["/ai/", "/digital-marketing/", "/social-media/", "/webdesign/"]) {
    await page.goto(path);
    const back = page.getByRole("link", { name: "Back to Home" });
    await expect(back).toHaveAttribute("lang", "en");
    await expect(back.getByText("Back to Home")).toHaveAttribute("lang", "en");
  }
  await openHydrated(page, "/projects/");
  const moreInfo = page.getByRole("button", { name: /^More Info/ });
  for (const button of await moreInfo.all()) {
    await expect(button).toHaveAttribute("lang", "en");
    await expect(button.getByText("More Info")).toHaveAttribute("lang", "en");
  }
  await moreInfo.first().click();
  const projectLink = page.getByRole("dialog").getByRole("link", { name: "Go to project page" });
  await expect(projectLink).toHaveAttribute("lang", "en");
  await expect(projectLink.getByText("Go to project page")).toHaveAttribute("lang", "en");
});

test("a start-page tile lifts in keyboard focus as under the pointer", async ({ page }) => {
  await page.goto("/");
  const tiles = page.locator("main ul a");
  for (let index = 0; index < (await tiles.count()); index++) {
    const tile = tiles.nth(index);
    expect(await tabTo(page, tile)).toBe(true);
    await expect.poll(() => liftedTiles(page)).toEqual([index]);
  }
});

test("a founder card turns over with the keyboard alone and its links stay in sight while focused", async ({ page }) => {
  await openHydrated(page, "/team/");
  const card = page.getByRole("group").first();
  expect(await tabTo(page, card)).toBe(true);
  await expect(card).toHaveAttribute("data-flipped", "true", { timeout: 15_000 });
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.press("Enter");
  await expect(card).not.toHaveAttribute("data-flipped");
  await page.keyboard.press(" ");
  await expect(card).toHaveAttribute("data-flipped", "true");
  // The back side's links: reached by Tab, the card stays turned, the link is not covered.
  for (const name of [/LinkedIn/, /Website/]) {
    await page.keyboard.press("Tab");
    await expect(card.getByRole("link", { name })).toBeFocused();
    await expect(card).toHaveAttribute("data-flipped", "true");
    await expect(card.getByRole("link", { name })).toBeInViewport();
    // Once the browser has scrolled the link into view (smoothly, on a phone).
    await expect.poll(() => focusIsVisible(page)).toBe(true);
  }
});

test("a Webdesign card shows its description in keyboard focus and on Enter", async ({ page }) => {
  await openHydrated(page, "/webdesign/");
  const cards = page.locator(`#${cardsId} h3 button`);
  const first = cards.first();
  expect(await tabTo(page, first)).toBe(true);
  await expect(page.locator(`#${cardsId}-card-0`)).toBeVisible();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Enter");
  await expect(page.locator(`#${cardsId}-card-0`)).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(cards.nth(1)).toBeFocused();
  await expect(page.locator(`#${cardsId}-card-1`)).toBeVisible();
  await expect(page.locator(`#${cardsId} button[aria-expanded="true"]`)).toHaveCount(1);
  // Once the row has scrolled the focused card into view (smoothly, on a phone).
  await expect.poll(() => focusIsVisible(page)).toBe(true);
});

test("a Webdesign card's focus ring shows along its lower edge, over the open description", async ({ page }) => {
  await openHydrated(page, "/webdesign/");
  const first = page.locator(`#${cardsId} h3 button`).first();
  expect(await tabTo(page, first)).toBe(true);
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect.poll(() => page.locator(`#${cardsId}-card-0`).evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
  // The lowest 8 px of the card, where the open description lies: a ring drawn under it is not seen.
  // Measured again on every try: the card may still be growing or scrolling into view.
  const lowerEdge = async () => {
    const card = (await page.locator(`#${cardsId} li`).first().boundingBox())!;
    return { x: card.x + 12, y: card.y + card.height - 8, width: card.width - 24, height: 8 };
  };
  await expect.poll(async () => focusRingShare(page, await lowerEdge()).catch(() => 0)).toBeGreaterThan(0.2);
});
