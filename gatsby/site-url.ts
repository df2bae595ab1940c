import { SettingError, settingsFromEnvironment, type Settings } from "../core/settings/read-settings";

/**
 * The build's settings; a wrong one exits here with its message. Thrown, it would be lost: Gatsby loads
 * gatsby-config twice, and the second load reads an empty configuration from Parcel's cache.
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

/** The public address of the site (`SITE_URL`), for canonical URLs, Open Graph and the sitemap. */
export const siteUrl = buildSettings().SITE_URL;
