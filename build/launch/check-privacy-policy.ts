import { countriesOf, insideEea, safeguardKind, SAFEGUARD_KINDS } from "../content-model/data-transfer";
import { findSectionMarkers, type SectionMarker } from "../../core/legal/section-markers";
import type { CompanyFacts, Unchecked } from "../content-model/fill-company-tokens";
import { missing, type LaunchFinding } from "./launch-finding";
import type { LegalText } from "./check-legal-tokens";

/** What content/company.de.md declares about the processing, as far as the privacy policy depends on it. */
export type ProcessingFacts = Unchecked<Pick<CompanyFacts, "processing" | "providers" | "social">>;

type ProviderKey = keyof CompanyFacts["providers"];

export interface PrivacyPolicyContext {
  policies: readonly LegalText[];
  /** A consent script is configured (GATSBY_CONSENT_SCRIPT_URL). */
  consentScript: boolean;
  /** The own server counts visitors (STATS_ENABLED, and not deployed to Netlify). */
  statisticsCounted: boolean;
  /** Where a key path of content/company.de.md is, e.g. `content/company.de.md:52` for ["providers", "mail", "country"]. */
  where: (path: string[]) => string;
}

const DECLARED = ["newsletter", "advertising", "analytics", "statistics"] as const;
const WHAT: Record<(typeof DECLARED)[number], string> = {
  newsletter: "a newsletter",
  advertising: "advertising by e-mail, post, fax or phone",
  analytics: "web analytics by another provider",
  statistics: "the own server's visitor statistics",
};
const KNOWN = new Set<string>([...DECLARED, "consent", "no-consent", "social"]);
/** What the own server reads to count a request and the objection it honours (server/count-visits.ts): the code's names. */
const READ_BY_STATISTICS = ["utm_", "Referer", "User-Agent", "Sec-Purpose", "Sec-GPC", "Global Privacy Control", "§ 25"];
const PROVIDER_NAMES: Record<ProviderKey, string> = {
  hosting: "the host",
  mail: "the e-mail provider",
  consent: "the consent tool's provider",
  newsletter: "the newsletter's provider",
  analytics: "the web analytics provider",
};
/** Processing that needs a provider of its own, declared exactly while the processing is. */
const PROVIDED = ["newsletter", "analytics"] as const;

// Any HTML comment: in the privacy policy every one must be a well-formed marker (core/legal/section-markers.ts).
const COMMENT = /<!--([\s\S]*?)(?:-->|$)/g;
const WELL_FORMED = /^\s*(processing|social):\s*\S.*$/;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const marker = (kind: string, value: string) => `<!-- ${kind}: ${value} -->`;

/**
 * The privacy policy in every language held to content/company.de.md's declaration by its marked sections
 * (core/legal/section-markers.ts), and the declaration held to the settings and itself (named once).
 */
export function checkPrivacyPolicy(company: ProcessingFacts, context: PrivacyPolicyContext): LaunchFinding[] {
  return [...context.policies.flatMap((policy) => checkPolicyText(company, policy, context)), ...checkDeclaration(company, context)];
}

/** One language's text against the declaration: its markers, its sections, what its statistics section names. */
function checkPolicyText(
  company: ProcessingFacts,
  { file, text }: LegalText,
  { consentScript, statisticsCounted, where }: PrivacyPolicyContext,
): LaunchFinding[] {
  const findings: LaunchFinding[] = [];
  const markers = findSectionMarkers(text);
  const at = (item: SectionMarker) => `${file}:${item.line}`;
  const label = (item: SectionMarker) => (item.heading ? `the section „${item.heading}“` : "the marked text");
  const lines = (item: SectionMarker) => (item.line === item.endLine ? `line ${item.line}` : `lines ${item.line}-${item.endLine}`);
  const marked = (kind: string, value: string) => markers.filter((item) => item.kind === kind && sameName(item.value, value));

  text.split("\n").forEach((line, index) => {
    for (const [comment, inside] of line.matchAll(COMMENT)) {
      if (comment.endsWith("-->") && WELL_FORMED.test(inside)) continue;
      findings.push({
        where: `${file}:${index + 1}`,
        what:
          `malformed marker ${comment.trim()}: the build and this check ignore it, so the text after it counts as unmarked; ` +
          `write <!-- processing: <what> --> or <!-- social: <network> --> (lower case, with a colon, on one line)`,
      });
    }
  });

  for (const item of markers) {
    if (item.kind === "processing" && !KNOWN.has(item.value)) {
      findings.push({ where: at(item), what: `unknown marker ${marker(item.kind, item.value)}: use one of ${[...KNOWN].join(", ")}` });
    }
  }

  const processing = company.processing ?? {};
  for (const key of DECLARED) {
    const declared = processing[key] === true;
    const sections = marked("processing", key);
    if (!declared) {
      for (const item of sections) {
        findings.push({
          where: at(item),
          what:
            `${label(item)} describes ${WHAT[key]}, but content/company.de.md declares none (processing.${key}: false): ` +
            `delete it (${lines(item)}), or set processing.${key} to true in content/company.de.md`,
        });
      }
    } else if (sections.length === 0) {
      findings.push({
        where: where(["processing", key]),
        what: `processing.${key} is true, but ${file} has no section marked ${marker("processing", key)}: add one that describes ${WHAT[key]}, or set it to false`,
      });
    }
  }

  if (statisticsCounted) {
    const textLines = text.split("\n");
    for (const item of marked("processing", "statistics").filter((section) => section.heading)) {
      const section = textLines.slice(item.line - 1, item.endLine).join("\n");
      const unnamed = READ_BY_STATISTICS.filter((name) => !section.includes(name));
      if (unnamed.length > 0) {
        findings.push({
          where: at(item),
          what:
            `${label(item)} does not name ${unnamed.join(", ")}: say what the server reads from each request to count it (the address with its utm_ values, ` +
            `Referer, User-Agent only to recognise robots, Sec-Purpose), that Global Privacy Control (Sec-GPC: 1) is honoured as an objection, and why § 25 TDDDG does not apply`,
        });
      }
    }
  }

  if (consentScript && marked("processing", "consent").length === 0) {
    findings.push({
      where: `${file}:1`,
      what: `a consent script is configured, but no section is marked ${marker("processing", "consent")}: add the consent tool's subsection`,
    });
  }
  if (!consentScript && marked("processing", "no-consent").length === 0) {
    findings.push({
      where: `${file}:1`,
      what: `without a consent script the policy must say that the site sets no cookies and needs no consent banner: add that paragraph, marked ${marker("processing", "no-consent")}`,
    });
  }

  const networks = (company.social ?? []).map((profile) => profile.name ?? "").filter(Boolean);
  for (const item of markers.filter((candidate) => candidate.kind === "social")) {
    if (!networks.some((network) => sameName(network, item.value))) {
      findings.push({
        where: at(item),
        what: `${label(item)} describes a profile on ${item.value}, but content/company.de.md's social list names none there (the site hides it): delete it (${lines(item)}), or add the profile to social`,
      });
    }
  }
  for (const network of networks) {
    if (marked("social", network).length === 0) {
      findings.push({
        where: where(["social"]),
        what: `social lists ${network}, but ${file} has no section marked ${marker("social", network)}: add one with the provider, its privacy policy and the joint-controller facts (Art. 26 DSGVO)`,
      });
    }
  }
  const socialSections = marked("processing", "social");
  if (networks.length > 0 && socialSections.length === 0) {
    findings.push({
      where: where(["social"]),
      what: `social lists profiles, but no section of ${file} is marked ${marker("processing", "social")}: mark the social-media section`,
    });
  }
  if (networks.length === 0) {
    for (const item of socialSections) {
      findings.push({
        where: at(item),
        what: `${label(item)} describes social-media profiles, but social lists none (the site hides it): delete it (${lines(item)}), or add the profiles to social`,
      });
    }
  }
  return findings;
}

function checkDeclaration(company: ProcessingFacts, { consentScript, statisticsCounted, where }: PrivacyPolicyContext): LaunchFinding[] {
  const findings: LaunchFinding[] = [];
  const processing = company.processing ?? {};

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

  const providers = company.providers ?? {};
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
  if (processing.analytics === true && !consentScript) {
    findings.push({
      where: where(["processing", "analytics"]),
      what:
        "web analytics is declared, but no consent script is configured (GATSBY_CONSENT_SCRIPT_URL): visitors must be able to consent before " +
        "anything is stored on or read from their device (§ 25 Abs. 1 TDDDG); configure the consent tool, or set processing.analytics to false",
    });
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
    } else if (!insideEea(provider.country) && (missing(provider.safeguard) || !safeguardKind(provider.safeguard))) {
      const outside = countriesOf(provider.country).filter((country) => !insideEea(country));
      const named = missing(provider.safeguard) ? "" : ` "${provider.safeguard}" is none of them:`;
      findings.push({
        where: where(["providers", key, "safeguard"]),
        what:
          `providers.${key}.safeguard: ${who} processes data in ${outside.join(", ")}, outside the EU/EEA, so the transfer needs one of ` +
          `${SAFEGUARD_KINDS.map(({ kind }) => kind).join(", ")} (Art. 45 to 47 DSGVO):${named} name the one the provider offers, ` +
          `e.g. "Angemessenheitsbeschluss (EU-U.S. Data Privacy Framework)" or "Standardvertragsklauseln der Europäischen Kommission"`,
      });
    }
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
