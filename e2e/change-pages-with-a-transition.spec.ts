import type { Page } from "@playwright/test";
import { pageKinds } from "./support/routes";
import { expect, test } from "./support/test";

// Following a link from one page to the next (src/theme/view-transition-css.ts): between two text pages on a wide
// screen with a mouse the browser runs a view transition in which the header stays put and the content moves in; to
// or from a landing page, under reduced motion and on a phone, none. Chromium (126 and later) runs cross-document
// transitions.
const kindPath = (kind: string) => pageKinds.find((entry) => entry.kind === kind)!.path;
const home = kindPath("home");
const legal = kindPath("legal page");
const projects = kindPath("projects");
const landing = kindPath("service page");

interface Reveal {
  transition: boolean;
  /** Why the browser skipped the transition it had begun, if it did. */
  skipped?: string;
  /** What moves in the transition: each animation's pseudo-element and the properties it animates. */
  animations: { target: string; properties: string[] }[];
}

// The pages' policy allows only the scripts it hashes; Playwright's init script is not subject to it. It records
// the new page's `pagereveal`, where the browser hands over the transition it runs, if any, and each animation of
// the transition as it starts (read then: one of 220 ms may be over before a later look).
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const animations: Reveal["animations"] = [];
    addEventListener("animationstart", (event) => {
      const running = document.getAnimations().find((animation) => (animation as CSSAnimation).animationName === event.animationName);
      const effect = running?.effect as KeyframeEffect | undefined;
      const properties = effect?.getKeyframes().flatMap((frame) => Object.keys(frame)) ?? [];
      animations.push({ target: event.pseudoElement, properties: [...new Set(properties)] });
    });
    addEventListener("pagereveal", async (event) => {
      const transition = (event as Event & { viewTransition: ViewTransition | null }).viewTransition;
      const skipped = await transition?.ready.then(
        () => "",
        (error: Error) => `${error.name}: ${error.message}`,
      );
      await transition?.finished;
      (window as unknown as { reveal: Reveal }).reveal = { transition: Boolean(transition), skipped, animations };
    });
  });
});

/** Opens `from`, follows its link to `to` as a visitor would, and says what the new page revealed with. */
async function follow(page: Page, from: string, to: string): Promise<Reveal> {
  await page.goto(from);
  await page.locator(`a[href="${to}"]`).first().click();
  await page.waitForURL(`**${to}`);
  const reveal = await page.waitForFunction(() => (window as unknown as { reveal?: Reveal }).reveal);
  return (await reveal.jsonValue())!;
}

test("from one text page to the next, the header stays and the content moves in", async ({ page }) => {
  const reveal = await follow(page, legal, projects);
  expect(reveal.transition).toBe(true);
  expect(reveal.skipped).toBe("");
  expect(reveal.animations.filter(({ target }) => target.includes("site-header"))).toEqual([]);
  const content = reveal.animations.filter(({ target }) => target === "::view-transition-new(page-content)");
  expect(content).toHaveLength(1);
  // Only what the compositor moves: opacity and transforms (beside the keyframes' own keys).
  const own = ["offset", "easing", "composite", "computedOffset"];
  expect(content[0].properties.filter((property) => !own.includes(property)).sort()).toEqual(["opacity", "transform"]);
});

test("to and from a landing page, no transition", async ({ page }) => {
  expect((await follow(page, home, landing)).transition).toBe(false);
  expect((await follow(page, landing, legal)).transition).toBe(false);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("no transition between text pages either", async ({ page }) => {
    expect((await follow(page, legal, projects)).transition).toBe(false);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("no transition between text pages: the next page is shown as soon as it is drawn", async ({ page }) => {
    expect((await follow(page, legal, projects)).transition).toBe(false);
  });
});
