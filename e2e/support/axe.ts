import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The rule sets of WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Every axe rule of those sets, every impact: the list must be empty. axe ships its WCAG 2.2
 * target-size rule (2.5.8, at least 24 × 24 px or spaced) switched off, so it is switched on here.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // axe measures colours as drawn: a card's text fading in or out (a CSS transition) would count
  // as low contrast, so it waits until no transition is under way.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== "running"),
  );
  // No preloading of the style sheets: axe would copy the consent provider's sheet (another origin)
  // into a <style> element of its own, which the pages' policy refuses, as it should. Only the
  // orientation rule (css-orientation-lock) reads them; the site's CSS has no orientation query.
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ preload: false, rules: { "target-size": { enabled: true } } })
    .analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
}
