/**
 * The third-party cookie-consent script every page loads. Both values are public (they
 * stand in the HTML) and come from the build environment; without a URL no script is
 * added (local runs). They are read as `process.env.GATSBY_*` members because the
 * bundler inlines exactly those at build time.
 */
export interface ConsentScript {
  src: string;
  nonce: string;
}

export function consentScript(
  src = process.env.GATSBY_CONSENT_SCRIPT_URL,
  nonce = process.env.GATSBY_CONSENT_SCRIPT_NONCE,
): ConsentScript | null {
  if (!src?.trim()) return null;
  return { src: src.trim(), nonce: nonce?.trim() ?? "" };
}
