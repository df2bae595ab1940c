/**
 * The third-party cookie-consent script every page loads. Both values come from the
 * build environment; without CONSENT_SCRIPT_URL no script is added (local runs, tests).
 */
export interface ConsentScript {
  src: string;
  nonce: string;
}

export function consentScriptFromEnv(env: NodeJS.ProcessEnv = process.env): ConsentScript | null {
  const src = env.CONSENT_SCRIPT_URL?.trim();
  if (!src) return null;
  return { src, nonce: env.CONSENT_SCRIPT_NONCE?.trim() || "" };
}
