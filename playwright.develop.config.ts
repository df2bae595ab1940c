import { defineConfig } from "@playwright/test";
import baseConfig from "./playwright.config";

const port = Number(process.env.E2E_DEVELOP_PORT || 8100);

/**
 * One spec against `gatsby develop` (e2e/develop/): run after the production build's suite, in
 * the same checkout, because the development server and the build share .cache/ and public/.
 */
export default defineConfig({
  testDir: "./e2e/develop",
  globalTeardown: "./e2e/develop/remove-develop-output.ts",
  workers: 1,
  retries: baseConfig.retries,
  reporter: [["list"]],
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${port}` },
  projects: [{ name: "develop" }],
  webServer: {
    // From a clean cache: the production build's suite moved its public/ away, and the development
    // server does not notice that the cache names files that are gone.
    command: `npx gatsby clean && npx gatsby develop -H 127.0.0.1 -p ${port}`,
    url: `http://127.0.0.1:${port}/webdesign/`,
    env: { GATSBY_TELEMETRY_DISABLED: "1" },
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
  },
});
