import { publicSettings } from "../core/settings/public-settings";

/** The third-party cookie-consent script every page loads once painted; none without a URL. */
export interface ConsentScript {
  src: string;
}

export function consentScript(src = publicSettings.consentScriptUrl): ConsentScript | null {
  if (!src?.trim()) return null;
  return { src: src.trim() };
}
