import { publicSettings } from "../core/settings/public-settings";

/** The third-party cookie-consent script every page loads once painted; none without a URL. */
export function consentScript(src = publicSettings.consentScriptUrl): { src: string } | null {
  return src?.trim() ? { src: src.trim() } : null;
}
