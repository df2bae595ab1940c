import { existsSync } from "fs";
import { defineConfig, devices, type Project } from "@playwright/test";
import { findChromium } from "./scripts/find-chromium.cjs";
import { findFirefox } from "./scripts/find-firefox.cjs";
import { e2eServer } from "./e2e/support/server";

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };
const phone = { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const contactSpecs = /send-a-contact-request\.spec\.ts$/;
// The one spec against `gatsby develop` has a config of its own (playwright.develop.config.ts).
const developSpecs = /e2e\/develop\//;
// Checks that need no browser: one pass over every built page, run once (not per viewport or engine).
const everyPageSpecs = /every-page\/.*\.spec\.ts$/;
// What one viewport is enough for: the build output for Netlify, one editor's screen in the CMS,
// the texts of the blog, the legal pages and the accessibility statement (the phone's layout of
// each kind of page is audited), article tables above the small breakpoint, the printout (paper has
// its own width) and the transitions between pages (the spec sets a phone of its own).
const desktopOnlySpecs =
  /(count-every-visit-once|deploy-to-netlify|edit-content-in-the-cms|keep-the-cms-within-its-policy|read-the-blog|read-tables-in-articles|read-legal-pages|read-the-accessibility-statement|print-documents|change-pages-with-a-transition)\.spec\.ts$/;
// What Firefox runs as well: the Content-Security-Policy specs, a page of each kind and the
// islands' behaviours, not the whole suite a second time.
const crossEngineSpecs =
  /(no-content-security-policy-violations|keep-the-cms-within-its-policy|deploy-to-netlify|use-the-interactive-pages|ship-pages-with-islands-not-the-app|tap-a-part-before-it-wakes)\.spec\.ts$/;
// What Firefox runs on a phone's viewport too: the islands' behaviours and their fallbacks.
const islandSpecs = /(use-the-interactive-pages|ship-pages-with-islands-not-the-app|tap-a-part-before-it-wakes)\.spec\.ts$/;

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/**
 * Debian's Firefox ESR, driven over WebDriver BiDi (Playwright's "moz-firefox" channel, with
 * the installed browser's path). Left out, with a message, where no Firefox is installed
 * (scripts/ensure-browser.cjs installs it where it can).
 */
function firefoxProject(): Project[] {
  const executablePath = findFirefox();
  if (executablePath && existsSync(executablePath)) {
    const firefox = { browserName: "firefox" as const, channel: "moz-firefox", launchOptions: { executablePath } };
    return [
      { name: "firefox", testMatch: crossEngineSpecs, use: { ...firefox, viewport: desktop.viewport } },
      // Firefox has no mobile emulation (isMobile): a phone's viewport with touch.
      { name: "firefox-phone", testMatch: islandSpecs, use: { ...firefox, viewport: phone.viewport, hasTouch: true } },
      // The pages in Firefox's dark scheme, set by its preference (0: dark), as this Firefox cannot emulate it.
      {
        name: "firefox-dark",
        testMatch: /without-javascript\.spec\.ts$/,
        use: {
          ...firefox,
          launchOptions: { ...firefox.launchOptions, firefoxUserPrefs: { "layout.css.prefers-color-scheme.content-override": 0 } },
          viewport: desktop.viewport,
          colorScheme: "dark",
        },
      },
    ];
  }
  if (!process.env.TEST_WORKER_INDEX) console.warn("No Firefox found (firefox-esr, FIREFOX_PATH): the Firefox project is left out.");
  return [];
}

/** The end-to-end tests run against the production build, on a desktop and a phone viewport. */
export default defineConfig({
  testDir: "./e2e",
  // The Netlify function the deploy spec loads (4.5 MB of bundled JavaScript) runs as Netlify runs it, untranspiled:
  // Playwright's transform took 13 s a load.
  build: { external: ["**/.netlify/**", "**/.cache/functions/**"] },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : [["list"]],
  use: {
    baseURL: e2eServer.baseUrl,
    // Recording a trace for every test took a third of the suite's time; a failure is traced
    // when it runs again (CI retries once; locally, `npx playwright test --trace on`).
    trace: "on-first-retry",
    launchOptions: {
      executablePath: findChromium({ forTests: true }),
      args: [
        ...(isRoot ? ["--no-sandbox"] : []),
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  // The checks without a browser run once over every page. The browser specs visit one page of
  // each kind on a desktop and a phone viewport. The contact specs start a test SMTP server on a
  // fixed port, so they run in projects of their own, one viewport after the other. Firefox runs
  // the specs that hold in every engine.
  projects: [
    { name: "every-page", use: desktop, testMatch: everyPageSpecs },
    { name: "desktop", use: desktop, testIgnore: [contactSpecs, everyPageSpecs, developSpecs] },
    {
      name: "phone",
      use: phone,
      testIgnore: [contactSpecs, everyPageSpecs, developSpecs, desktopOnlySpecs],
    },
    { name: "contact-desktop", use: desktop, testMatch: contactSpecs },
    { name: "contact-phone", use: phone, testMatch: contactSpecs, dependencies: ["contact-desktop"] },
    ...firefoxProject(),
  ],
  webServer: {
    command: e2eServer.command,
    url: e2eServer.baseUrl,
    env: e2eServer.env,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
  },
});
