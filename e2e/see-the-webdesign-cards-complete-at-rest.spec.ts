import type { Locator, Page } from "@playwright/test";
import { content } from "./support/content";
import { tabTo } from "./support/keyboard";
import { expect, test } from "./support/test";
import { openHydrated } from "./support/open-hydrated";
import { fragmentIds } from "../src/components/layout/fragment-ids";
import { networkQuiet } from "./support/network-quiet";

const cardsId = fragmentIds.webdesignCards;

// The six cards on /webdesign/ look complete before anyone touches them: what a card shows at rest
// (badge, title, short line, the hint that there is more) reaches down at least 60 % of its
// height, on the desktop and on the phone. Opening one, by any means, moves nothing on the page.

interface WebdesignCards {
  cards: { items: { name: string; teaser: string; description: string }[]; moreHint: string };
}
const { cards } = content<WebdesignCards>("services/webdesign.md");

/**
 * How far down its card (0 to 1) each card's lowest visible text or icon reaches. Text counts
 * by the boxes of its lines, not of its element; hidden, transparent and undisplayed parts
 * (the closed description) do not count.
 */
function reachAtRest(page: Page): Promise<{ name: string; reach: number }[]> {
  return page.locator(`#${cardsId} li`).evaluateAll((items) =>
    items.map((item) => {
      const card = item.getBoundingClientRect();
      const shown = (element: Element) => {
        if (getComputedStyle(element).visibility !== "visible") return false;
        for (let node: Element | null = element; node && node !== item.parentElement; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.display === "none" || Number(style.opacity) === 0) return false;
        }
        return true;
      };
      let lowest = card.top;
      const texts = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        if (!text.textContent!.trim() || !shown(text.parentElement!)) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const line of range.getClientRects()) lowest = Math.max(lowest, line.bottom);
      }
      for (const icon of item.querySelectorAll("svg")) if (shown(icon)) lowest = Math.max(lowest, icon.getBoundingClientRect().bottom);
      return { name: item.querySelector("button")!.textContent!.trim(), reach: (lowest - card.top) / card.height };
    }),
  );
}

test("at rest every Webdesign card shows its title, short line and hint, down to at least 60 % of its height", async ({ page }) => {
  await openHydrated(page, "/webdesign/");
  const items = page.locator(`#${cardsId} li`);
  await expect(items).toHaveCount(cards.items.length);
  for (const [index, card] of cards.items.entries()) {
    const item = items.nth(index);
    await expect(item.getByRole("button")).toHaveText(card.name);
    await expect(item.getByText(card.teaser, { exact: true })).toBeVisible();
    await expect(item.locator("[data-more]")).toHaveText(cards.moreHint);
    await expect(item.locator("[data-more]")).toBeVisible();
    await expect(item.getByText(card.description, { exact: true })).toBeHidden();
  }
  const reaches = await reachAtRest(page);
  expect(reaches.map(({ name }) => name)).toEqual(cards.items.map(({ name }) => name));
  for (const { name, reach } of reaches) expect(reach, `${name}: ${Math.round(reach * 100)} %`).toBeGreaterThanOrEqual(0.6);
});

/**
 * Where the cards, their titles and texts and the next section's heading lie on the page: a card
 * by its place in its row (which scrolls sideways on phones) and the page, a text by its place
 * in its card as laid out (a transform, which moves nothing else, does not count).
 */
function layout(page: Page): Promise<string[]> {
  return page.evaluate((id) => {
    const list = document.querySelector(`#${id} ul`)!;
    const row = list.getBoundingClientRect();
    const place = (element: Element, left = list.scrollLeft - row.left) => {
      const box = element.getBoundingClientRect();
      return `${Math.round(box.left + left)},${Math.round(box.top + scrollY)} ${Math.round(box.width)}x${Math.round(box.height)}`;
    };
    const inCard = (text: HTMLElement) => `${text.offsetLeft},${text.offsetTop} ${text.offsetWidth}x${text.offsetHeight}`;
    return [
      ...[...list.querySelectorAll("li, li h3")].map((part) => `${part.tagName} ${place(part)}`),
      ...[...list.querySelectorAll<HTMLElement>("li p, li [data-more]")].map((text) => `${text.tagName} ${inCard(text)}`),
      `next heading ${place(document.querySelector("#typewriter-heading")!, scrollX)}`,
    ];
  }, cardsId);
}

/** From now on, adds up every layout shift the browser reports, with recent input or without. */
async function countLayoutShifts(page: Page) {
  await page.evaluate(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: "layout-shift" });
  });
}
const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);

/** Until the card's colour and description have finished coming in. */
async function waitForTheRevealToEnd(page: Page, description: Locator) {
  await expect.poll(() => description.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== "running"),
  );
}

// The keyboard reaches the card before it by Tab first (the skip link it passes on the way
// appears and goes again, which is its own movement, not the card's), then Tab to the card opens
// it and Enter keeps it open.
const ways: {
  name: string;
  phone: boolean;
  prepare?: (page: Page) => Promise<void>;
  open: (page: Page, button: Locator) => Promise<void>;
}[] = [
  {
    name: "hover",
    phone: false,
    // Hovering does not make the section hydrate early (focus and touch do): hover again until it has.
    open: (page, button) =>
      expect(async () => {
        await page.mouse.move(0, 0);
        await button.hover();
        await expect(button).toHaveAttribute("aria-expanded", "true", { timeout: 1000 });
      }).toPass(),
  },
  { name: "click", phone: false, open: (_, button) => button.click() },
  { name: "tap", phone: true, open: (_, button) => button.tap() },
  {
    name: "keyboard (Tab, then Enter)",
    phone: false,
    prepare: async (page) => expect(await tabTo(page, page.locator(`#${cardsId} h3 button`).first())).toBe(true),
    open: async (page, button) => {
      await page.keyboard.press("Tab");
      await expect(button).toBeFocused();
      await page.keyboard.press("Enter");
    },
  },
];

for (const way of ways) {
  test(`a Webdesign card opened by ${way.name} shifts nothing on the page`, async ({ page, isMobile }) => {
    test.skip(way.phone !== isMobile && !way.prepare, way.phone ? "a touch screen's way" : "a mouse's way");
    await openHydrated(page, "/webdesign/");
    const button = page.locator(`#${cardsId} h3 button`).nth(1);
    const description = page.locator(`#${cardsId}-card-1`);
    await page.locator(`#${cardsId} ul`).scrollIntoViewIfNeeded();
    await networkQuiet(page);
    await way.prepare?.(page);
    const before = await layout(page);
    await countLayoutShifts(page);

    await way.open(page, button);
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await waitForTheRevealToEnd(page, description);
    await expect(description).toBeVisible();

    expect(await layout(page)).toEqual(before);
    expect(await layoutShifts(page)).toEqual([]);
  });
}
