import { removeMarkedHtml, stripMarkers } from "../../../core/legal/section-markers";

interface LegalFacts {
  /** A consent script is configured (GATSBY_CONSENT_SCRIPT_URL). */
  consentTool: boolean;
  socialNetworks: readonly string[];
  /** content/company.de.md declares the own server's visitor statistics. */
  statistics: boolean;
}

/**
 * A legal text with what its markers (section-markers.ts) tie to facts kept only where the facts hold. Newsletter,
 * advertising and analytics sections stay as written: the launch check asks the editor to delete or declare them.
 */
export function legalHtml(html: string, { consentTool, socialNetworks, statistics }: LegalFacts): string {
  const shown = removeMarkedHtml(html, ({ kind, value }) => {
    if (kind === "social") return !socialNetworks.some((network) => network.trim().toLowerCase() === value.trim().toLowerCase());
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
