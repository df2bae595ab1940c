import { removeMarkedHtml, stripMarkers } from "../../../core/legal/section-markers";

export interface LegalFacts {
  /** A consent script is configured (GATSBY_CONSENT_SCRIPT_URL). */
  consentTool: boolean;
  /** The networks of content/company.de.md's `social` list. */
  socialNetworks: readonly string[];
  /** content/company.de.md declares the own server's visitor statistics (processing.statistics). */
  statistics: boolean;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A legal text as the site shows it: what its markers (section-markers.ts) tie to facts is kept
 * only where the facts hold. The consent tool's subsections appear only with a consent script,
 * the statement that the site needs no consent only without one; each network's section only
 * for a profile `social` lists; the visitor statistics' section only while they are declared.
 * Newsletter, advertising and analytics sections stay as written:
 * the launch check asks the editor to delete or declare them.
 */
export function legalHtml(html: string, { consentTool, socialNetworks, statistics }: LegalFacts): string {
  const shown = removeMarkedHtml(html, ({ kind, value }) => {
    if (kind === "social") return !socialNetworks.some((network) => sameName(network, value));
    if (value === "consent") return !consentTool;
    if (value === "no-consent") return consentTool;
    if (value === "social") return socialNetworks.length === 0;
    if (value === "statistics") return !statistics;
    return false;
  });
  return stripMarkers(shown);
}

/** The table of contents without the headings `legalHtml` left out. */
export function shownHeadings<T extends { id: string }>(headings: readonly T[], html: string): T[] {
  return headings.filter((heading) => html.includes(`id="${heading.id}"`));
}
