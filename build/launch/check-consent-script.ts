import type { ProcessingFacts } from "./check-privacy-policy";
import type { LaunchFinding } from "./launch-finding";

/**
 * The declared processing that stores or reads something on a visitor's device (§ 25 Abs. 1 TDDDG). The own
 * statistics set no cookies, social profiles are plain links, a newsletter asks consent where the address is given.
 */
const NEEDS_CONSENT = ["analytics"] as const;

/** A consent script with nothing to ask consent for: a warning, not a finding, since the specification has one. */
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
