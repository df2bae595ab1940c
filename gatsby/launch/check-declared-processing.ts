import { countriesOf, insideEea } from "../../core/countries";
import type { CompanyFacts, Unchecked } from "../content-model/fill-company-tokens";
import { missing, type LaunchFinding } from "./launch-finding";

/**
 * What content/company.de.md declares about the processing. The privacy policy is made from it (core/legal/privacy-policy.ts);
 * here the declaration is held to the settings, to what really runs, and to itself.
 */
export type ProcessingFacts = Unchecked<Pick<CompanyFacts, "processing" | "providers">>;

type ProviderKey = keyof CompanyFacts["providers"];

export interface DeclarationContext {
  /** A consent script is configured (GATSBY_CONSENT_SCRIPT_URL). */
  consentScript: boolean;
  /** The own server serves the site (not Netlify, whose CDN serves the pages and counts nothing). */
  ownServer: boolean;
  /** The own server counts visitors (STATS_ENABLED). */
  statisticsCounted: boolean;
  /** Where a key path of content/company.de.md is, e.g. `content/company.de.md:52` for ["providers", "mail", "country"]. */
  where: (path: string[]) => string;
}

const WHAT = {
  newsletter: "a newsletter",
  advertising: "advertising by e-mail, post, fax or phone",
  analytics: "web analytics by another provider",
} as const;
const PROVIDER_NAMES: Record<ProviderKey, string> = {
  hosting: "the host",
  mail: "the e-mail provider",
  consent: "the consent tool's provider",
  newsletter: "the newsletter's provider",
  analytics: "the web analytics provider",
};
/** Processing that needs a provider of its own, declared exactly while the processing is. */
const PROVIDED = ["newsletter", "analytics"] as const;
/** The declared processing a consent tool may be loaded for. */
const NEEDS_CONSENT = ["newsletter", "advertising", "analytics"] as const;

export function checkDeclaredProcessing(
  company: ProcessingFacts,
  { consentScript, ownServer, statisticsCounted, where }: DeclarationContext,
): LaunchFinding[] {
  const findings: LaunchFinding[] = [];
  const processing = company.processing ?? {};
  const providers = company.providers ?? {};

  if (statisticsCounted && processing.statistics !== true) {
    findings.push({
      where: where(["processing", "statistics"]),
      what:
        "the own server counts visitors (STATS_ENABLED is on, as by default), but processing.statistics is not true, so the privacy policy " +
        "does not say so: set processing.statistics to true, or turn counting off with STATS_ENABLED=false",
    });
  }
  if (!statisticsCounted && processing.statistics === true) {
    findings.push({
      where: where(["processing", "statistics"]),
      what:
        "processing.statistics is true, but nothing is counted (STATS_ENABLED=false, or on Netlify, whose CDN serves the pages): " +
        "the privacy policy would describe counting that does not happen; set processing.statistics to false " +
        "(on the own server, or remove STATS_ENABLED=false)",
    });
  }
  const front = providers.hosting?.front;
  if (front && (front === "none") === ownServer) {
    findings.push({
      where: where(["providers", "hosting", "front"]),
      what: ownServer
        ? "providers.hosting.front is none, but the own server serves the site behind a web server: the privacy policy would leave out what the server and the web server log; set caddy or nginx"
        : `providers.hosting.front is ${front}, but on Netlify no own server runs: the privacy policy would describe its logs; set none and write what the platform logs into providers.hosting.logs`,
    });
  }

  for (const key of PROVIDED) {
    if (processing[key] === true && !providers[key]) {
      findings.push({
        where: where(["processing", key]),
        what: `${WHAT[key]} is declared, but providers.${key} does not name its provider (name, address, privacyUrl, country and, outside the EU/EEA, safeguard): add it`,
      });
    }
    if (processing[key] !== true && providers[key]) {
      findings.push({
        where: where(["providers", key]),
        what: `providers.${key} names ${PROVIDER_NAMES[key]}, but processing.${key} is false: delete the provider, or declare ${WHAT[key]}`,
      });
    }
  }

  for (const key of Object.keys(PROVIDER_NAMES) as ProviderKey[]) {
    const provider = providers[key];
    if (!provider) continue;
    const who = `${PROVIDER_NAMES[key]}${missing(provider.name) ? "" : ` (${provider.name})`}`;
    if (missing(provider.country)) {
      findings.push({
        where: where(["providers", key, "country"]),
        what: `providers.${key}.country: where ${who} processes the data is not declared: enter the country (an empty answer is never read as "EU only")`,
      });
    } else if (!insideEea(provider.country) && !provider.safeguard) {
      const outside = countriesOf(provider.country).filter((country) => !insideEea(country));
      findings.push({
        where: where(["providers", key, "safeguard"]),
        what:
          `providers.${key}.safeguard: ${who} processes data in ${outside.join(", ")}, outside the EU/EEA, so the transfer needs a ` +
          "safeguard (Art. 45 to 47 DSGVO): choose the one the provider names",
      });
    }
  }

  if (processing.analytics === true && !consentScript) {
    findings.push({
      where: where(["processing", "analytics"]),
      what:
        "web analytics is declared, but no consent script is configured (GATSBY_CONSENT_SCRIPT_URL): visitors must be able to consent before " +
        "anything is stored on or read from their device (§ 25 Abs. 1 TDDDG); configure the consent tool, or set processing.analytics to false",
    });
  }
  if (consentScript && !NEEDS_CONSENT.some((key) => processing[key] === true)) {
    findings.push({
      where: "GATSBY_CONSENT_SCRIPT_URL",
      what:
        `a consent script is configured, but content/company.de.md declares nothing to ask consent for (processing.${NEEDS_CONSENT.join(", ")} are false): ` +
        "every visitor's browser would load it from the tool's provider on every page, handing that provider their IP address and browser data " +
        "without a reason that outweighs their interests (Art. 6 Abs. 1 lit. f DSGVO); leave GATSBY_CONSENT_SCRIPT_URL empty, or declare the processing that needs consent",
    });
  }
  if (consentScript && !providers.consent) {
    findings.push({
      where: where(["providers"]),
      what: "a consent script is configured (GATSBY_CONSENT_SCRIPT_URL), but providers.consent does not name its provider: add it, or remove the script",
    });
  }
  if (!consentScript && providers.consent) {
    findings.push({
      where: where(["providers", "consent"]),
      what:
        "providers.consent names a consent tool, but no consent script is configured: the site sets no cookies and needs no consent banner, " +
        "so delete providers.consent (or set GATSBY_CONSENT_SCRIPT_URL if you add one)",
    });
  }
  return findings;
}
