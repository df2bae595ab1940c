import type { ProcessingFacts } from "./check-privacy-policy";
import type { LaunchFinding } from "./launch-finding";

/**
 * Declared processing that stores or reads something on a visitor's device and so needs their
 * consent first (§ 25 Abs. 1 TDDDG): web analytics by another provider. Nothing else the site
 * can declare does: its own visitor statistics count without cookies, the social networks are
 * plain links, and a newsletter's or advertising's consent is asked where the address is given,
 * not by a banner.
 */
const NEEDS_CONSENT = ["analytics"] as const;

/**
 * A consent script with nothing to ask consent for: a warning, not a finding, since the
 * specification has the site load one. It says what the script costs every visitor.
 */
export function consentScriptWarnings(company: ProcessingFacts, { consentScript }: { consentScript: boolean }): LaunchFinding[] {
  const processing = company.processing ?? {};
  if (!consentScript || NEEDS_CONSENT.some((key) => processing[key] === true)) return [];
  return [
    {
      where: "GATSBY_CONSENT_SCRIPT_URL",
      what:
        "a consent script is configured, but nothing content/company.de.md declares needs consent (processing.analytics is false): the site " +
        "stores nothing on a visitor's device. The script still costs: every visitor's browser loads it from the tool's provider on every " +
        "page, so their IP address and browser data reach that provider, and each page carries one more script. Leave " +
        "GATSBY_CONSENT_SCRIPT_URL empty unless you declare processing that needs consent",
    },
  ];
}
