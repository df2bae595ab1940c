/** One thing to change before the site goes live: where it is and what it is. */
export interface LaunchFinding {
  /** `content/company.de.md:12`, or an environment variable. */
  where: string;
  what: string;
}

export const formatFindings = (findings: readonly LaunchFinding[]) =>
  findings.map((finding) => `${finding.where}: ${finding.what}`).join("\n");

/** A fact of content/company.de.md that is empty or still a placeholder. */
export const missing = (value: string | null | undefined) => !value?.trim() || /Platzhalter|\[.*\]/i.test(value);
