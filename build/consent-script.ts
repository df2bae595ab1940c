import { publicSettings } from "../core/settings/public-settings";

/**
 * The third-party cookie-consent script every page loads once it is painted. Its URL is public
 * (it stands in the HTML) and comes from the build environment; without a URL no script is added
 * (local runs). The page's loader gives it a `nonce` attribute of its own on every page view
 * (plugins/gatsby-plugin-islands/build/load-after-paint.tsx).
 */
export interface ConsentScript {
  src: string;
}

export function consentScript(src = publicSettings.consentScriptUrl): ConsentScript | null {
  if (!src?.trim()) return null;
  return { src: src.trim() };
}
