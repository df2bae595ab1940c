import { SettingError, settingsFromEnvironment, type Settings } from "../core/settings/read-settings";

/**
 * The build's settings, read when gatsby-config.ts loads. A wrong one (or a removed variable whose
 * old value would change what the site does) stops the build here, with its message: thrown, it
 * would be lost. Gatsby requires the compiled gatsby-config once to check it and loads it again, and
 * the second load finds the half-run modules in Parcel's module cache and reads an empty
 * configuration, so the build went on without plugins and failed later for another reason.
 */
function buildSettings(): Settings {
  try {
    return settingsFromEnvironment();
  } catch (error) {
    if (!(error instanceof SettingError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
}

/**
 * The public address of the site, used for canonical URLs, Open Graph and the sitemap:
 * `SITE_URL` at build time; the default is a clearly reserved placeholder domain.
 */
export const siteUrl = buildSettings().SITE_URL;
