import { expect, test } from "./support/test";

// The Webdesign hero's icons never cover its text or controls, at any width from 320 to 1920 px.
// An icon on a ring sweeps a band around the ring's circle as it turns (its box is 3rem, turned any
// way); the band must stay clear of the headline, the intro, the scroll arrow and the pause control.
// On phones the icons run in a strip, which must stay clear of them too.
test.skip(({ isMobile }) => isMobile, "the widths are set here; one browser window is enough");

/** The hero's text and controls that a moving icon covers, at the window's current width. */
function coveredByIcons(): string[] {
  const hero = document.querySelector('[data-island="hero-motion"] > section')!;
  const guarded = [...hero.querySelectorAll<HTMLElement>("h1, p, a, button")].filter((element) => element.checkVisibility());
  const covered: string[] = [];
  const name = (element: Element) => `<${element.tagName.toLowerCase()}> "${(element.textContent ?? "").trim().slice(0, 20)}"`;
  for (const ring of hero.querySelectorAll<HTMLElement>("[data-ring]")) {
    if (!ring.checkVisibility()) continue;
    const box = ring.getBoundingClientRect();
    const [cx, cy, radius] = [box.left + box.width / 2, box.top + box.height / 2, box.width / 2];
    const slot = ring.querySelector("span")!.getBoundingClientRect();
    const reach = (Math.hypot(slot.width, slot.height) / 2) * 1.02;
    for (const element of guarded) {
      const rect = element.getBoundingClientRect();
      const nearest = Math.hypot(Math.max(rect.left - cx, 0, cx - rect.right), Math.max(rect.top - cy, 0, cy - rect.bottom));
      const farthest = Math.hypot(Math.max(cx - rect.left, rect.right - cx), Math.max(cy - rect.top, rect.bottom - cy));
      if (nearest <= radius + reach && farthest >= radius - reach)
        covered.push(`ring of ${Math.round(radius * 2)} px over ${name(element)}`);
    }
  }
  for (const strip of hero.querySelectorAll<HTMLElement>("[data-strip]")) {
    const band = strip.parentElement!;
    if (!band.checkVisibility()) continue;
    const box = band.getBoundingClientRect();
    for (const element of guarded) {
      const rect = element.getBoundingClientRect();
      if (rect.top < box.bottom && rect.bottom > box.top) covered.push(`strip over ${name(element)}`);
    }
  }
  return covered;
}

test("the hero's icons cover no text and no control at any width from 320 to 1920 px", async ({ page }) => {
  await page.goto("/webdesign/");
  const findings: string[] = [];
  for (let width = 320; width <= 1920; width += 40) {
    for (const height of [800, 1080]) {
      await page.setViewportSize({ width, height });
      for (const found of await page.evaluate(coveredByIcons)) findings.push(`${width} × ${height}: ${found}`);
    }
  }
  // It did measure: the rings on a wide window, the strip on a narrow one.
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await page.locator("[data-ring]").first().isVisible()).toBe(true);
  expect(findings).toEqual([]);
});
