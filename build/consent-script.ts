import { publicSettings } from "../core/settings/public-settings";

/**
 * The third-party cookie-consent script every page loads once it is painted. Both values
 * are public (they stand in the HTML) and come from the build environment; without a URL
 * no script is added (local runs).
 */
export interface ConsentScript {
  src: string;
  nonce: string;
}

export function consentScript(src = publicSettings.consentScriptUrl, nonce = publicSettings.consentScriptNonce): ConsentScript | null {
  if (!src?.trim()) return null;
  return { src: src.trim(), nonce: nonce?.trim() ?? "" };
}
