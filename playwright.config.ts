import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./scripts/find-chromium.cjs";
import { e2eServer } from "./e2e/support/server";

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };
const phone = { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const contactSpecs = /contact-request\.spec\.ts$/;

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** The end-to-end tests run against the production build, on a desktop and a phone viewport. */
export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : [["list"]],
  use: {
    baseURL: e2eServer.baseUrl,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: findChromium(),
      args: [
        ...(isRoot ? ["--no-sandbox"] : []),
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  // The contact specs start a test SMTP server on a fixed port, so they run in projects of
  // their own, one viewport after the other.
  projects: [
    { name: "desktop", use: desktop, testIgnore: contactSpecs },
    { name: "phone", use: phone, testIgnore: contactSpecs },
    { name: "contact-desktop", use: desktop, testMatch: contactSpecs },
    { name: "contact-phone", use: phone, testMatch: contactSpecs, dependencies: ["contact-desktop"] },
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
