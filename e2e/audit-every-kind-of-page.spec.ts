import type { Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { clippedText, TEXT_SPACING_CSS } from "./support/clipped-text";
import { dismissConsentStandIn, watchViolations } from "./support/csp-violations";
import { focusRingContrast } from "./support/focus-contrast";
import { walkTheFocus } from "./support/focus-walk";
import { forcedLayoutsDuring } from "./support/forced-layouts";
import { gradientTextContrast } from "./support/gradient-contrast";
import { htmlcsErrors } from "./support/htmlcs";
import { waitForIslands } from "./support/open-hydrated";
import { applyVisitorStyle, overflowingText, WIDEST_FONT_CSS } from "./support/reflow";
import { pageKinds } from "./support/routes";
import { expect, test } from "./support/test";
import { networkQuiet } from "./support/network-quiet";

// One audit of one page of each kind (e2e/support/routes.ts), on a desktop and a phone viewport:
// what holds on one page of a template holds on the others, and what differs between them in
// content is checked on every route without a browser (e2e/every-page/). Each finding is a soft
// expectation, so one run names all of a page's problems.
//
// - in the light and the dark colour scheme (prefers-color-scheme, switched as the system switches it):
//   - WCAG 2.0-2.2 A/AA and best practices (axe), target size 2.5.8 included;
//   - WCAG 2 AA as HTML_CodeSniffer reads it (pa11y's default engine): no error;
//   - 1.4.3 on colour gradients, against every colour stop;
//   - 1.4.11: every focusable element's focus ring 3:1 against the ground around it;
// - 2.4.7 and 2.4.11: every element reached by Tab is in sight, with its whole focus ring;
// - 1.4.12: the text-spacing overrides cut no text off;
// - 1.4.4 and 1.4.10 (desktop): at 200 % zoom (640 × 400) nothing is cut off and nothing scrolls
//   sideways, and at 320 px wide no word runs out of its box, also with the widest font forced;
// - loading and hydrating force no synchronous layout (a Chromium trace);
// - no console error and no Content-Security-Policy violation, with a consent script from another
//   origin that adds a banner, a style sheet and a request;
// - where a check of a scheme finds something, a full-page screenshot of it for the report (in CSS
//   pixels: at a phone's device pixel ratio a long legal page took seconds to capture).

/** Resolves once the page's main thread has had an idle moment: the tasks queued after load have run. */
const idle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));

/** Console errors and uncaught exceptions; Chromium logs a 404 page's own status as an error. */
function watchErrors(page: Page, status: number): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (status === 404 && /status of 404/.test(message.text())) return;
    errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** The page as a visitor has it: the consent script has run (its banner dismissed), the page's parts run. */
async function settle(page: Page) {
  await dismissConsentStandIn(page);
  await waitForIslands(page);
  await networkQuiet(page);
}

for (const { kind, path, text, status } of pageKinds) {
  test(`${kind} (${path}): accessible, stable under the visitor's settings, no console error, no policy violation`, async ({
    page,
    browser,
    isMobile,
  }, testInfo) => {
    test.setTimeout(180_000);
    const violations = await watchViolations(page);
    const errors = watchErrors(page, status);

    const forced = await forcedLayoutsDuring(browser, page, async () => {
      expect((await page.goto(path))?.status()).toBe(status);
      await networkQuiet(page);
      await idle(page);
    });
    expect.soft(forced, "forced synchronous layouts while loading").toEqual([]);
    await settle(page);
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    const name = `${testInfo.project.name}${path === "/" ? "-home" : path.replace(/\//g, "-").replace(/-$/, "")}`;

    // The dark scheme first, so the rest runs in the light one, the browser's default.
    for (const colorScheme of ["dark", "light"] as const) {
      await page.emulateMedia({ colorScheme });
      const scheme = (check: string) => `${check}, ${colorScheme} scheme`;
      const axe = await axeViolations(page);
      const htmlcs = await htmlcsErrors(page);
      const gradients = (await gradientTextContrast(page)).filter((entry) => entry.lowest < entry.required);
      // What the visitor sees, beside a finding in the report.
      if (axe.length + htmlcs.length + gradients.length > 0) {
        await testInfo.attach(`${name}-${colorScheme}.png`, {
          body: await page.screenshot({ fullPage: true, scale: "css" }),
          contentType: "image/png",
        });
      }
      expect.soft(axe, scheme("axe")).toEqual([]);
      expect.soft(htmlcs, scheme("HTML_CodeSniffer")).toEqual([]);
      expect.soft(gradients, scheme("text on gradients")).toEqual([]);
    }

    // On the page at rest: the focus walk leaves a team card turning back.
    const removeSpacing = await applyVisitorStyle(page, TEXT_SPACING_CSS);
    expect(await page.evaluate(() => getComputedStyle(document.body).wordSpacing)).not.toBe("0px");
    expect.soft(await clippedText(page), "text spacing").toEqual({ width: page.viewportSize()!.width, clipped: [] });
    await removeSpacing();

    const focus = await walkTheFocus(page);
    expect.soft(focus.reached, "elements reached by Tab").toBeGreaterThan(2);
    expect.soft(focus.hidden, "focused elements out of sight").toEqual([]);
    expect.soft(focus.cut, "focus rings cut off").toEqual([]);
    for (const colorScheme of ["dark", "light"] as const) {
      await page.emulateMedia({ colorScheme });
      const rings = await focusRingContrast(page);
      expect.soft(rings.length, "focusable elements measured").toBeGreaterThan(2);
      expect
        .soft(
          rings.filter((ring) => ring.lowest < 3),
          `focus rings under 3:1, ${colorScheme} scheme`,
        )
        .toEqual([]);
    }

    if (!isMobile) {
      // A 1280 × 800 window zoomed to 200 % lays pages out in 640 × 400 CSS pixels.
      await page.setViewportSize({ width: 640, height: 400 });
      await page.reload();
      await settle(page);
      expect.soft(await clippedText(page), "200 % zoom").toEqual({ width: 640, clipped: [] });
      await page.setViewportSize({ width: 320, height: 640 });
      await page.reload();
      await networkQuiet(page);
      expect.soft(await overflowingText(page), "320 px").toEqual({ width: 320, overflowing: [] });
      await applyVisitorStyle(page, WIDEST_FONT_CSS);
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?DejaVu Sans/);
      expect.soft(await overflowingText(page), "320 px, widest font").toEqual({ width: 320, overflowing: [] });
    }

    expect(violations, "Content-Security-Policy violations").toEqual([]);
    expect(errors, "console errors").toEqual([]);
  });
}
