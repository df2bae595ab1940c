/**
 * The privacy policy assembled from what is declared: its text (content/legal/datenschutz.<language>.md) names with
 * `{{privacy.<name>}}` where a section goes (alone in a paragraph) and where its purpose goes (alone in a list item);
 * each section is a file of content/legal/privacy/ and stands there exactly while it is included. So the policy cannot
 * describe processing that is not declared, nor leave out one that is: the build stops instead (docs/content.md).
 */
export interface Heading {
  id: string;
  value: string;
}

/** One section, content/legal/privacy/<name>.<language>.md, rendered. */
export interface PolicySection {
  name: string;
  /** Its line under "Zwecke der Verarbeitung", if it has one. */
  purpose?: string | null;
  html: string;
  headings: readonly Heading[];
}

/** One social network's subsection (content/legal/privacy/social/), rendered. */
export interface NetworkSection {
  network: string;
  html: string;
}

export interface DeclaredProcessing {
  /** The processing content/company.de.md declares (`processing.<name>: true`). */
  processing: readonly string[];
  /** A consent tool is configured (GATSBY_CONSENT_SCRIPT_URL). */
  consentTool: boolean;
  /** The networks of content/company.de.md's `social`, in its order. */
  networks: readonly string[];
}

/** The sections these facts include, by name: each declared processing, the consent tool's or the statement without one, social media. */
const includedSections = ({ processing, consentTool, networks }: DeclaredProcessing): string[] => [
  ...processing,
  consentTool ? "consent" : "no-consent",
  ...(networks.length > 0 ? ["social"] : []),
];

// A slot as remark writes it: the token alone in a paragraph (the section) or in a list item (its purpose).
const SLOT = /<(p|li)>\{\{\s*privacy\.([\w-]+)\s*\}\}<\/\1>\n?/g;

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The policy's HTML with each slot filled by its section while the facts include it (else empty), the social section
 * followed by the declared networks' subsections, and its table of contents in the order the headings now stand.
 * `file` names a content file in the policy's language (`file("legal/privacy/newsletter")`) for the build's message.
 */
export function assemblePrivacyPolicy(
  policy: { html: string; headings: readonly Heading[] },
  sections: readonly PolicySection[],
  networkSections: readonly NetworkSection[],
  facts: DeclaredProcessing,
  file: (key: string) => string,
): { html: string; headings: Heading[] } {
  const included = includedSections(facts);
  const byName = new Map(sections.map((section) => [section.name, section]));
  const missing = included.filter((name) => !byName.has(name));
  if (missing.length > 0) {
    throw new Error(
      `${missing.map((name) => file(`legal/privacy/${name}`)).join(", ")} missing: the policy includes this section (declared)`,
    );
  }
  const networks = facts.networks.map((network) => {
    const section = networkSections.find((candidate) => sameName(candidate.network, network));
    if (!section) throw new Error(`social lists ${network}, but no file of content/legal/privacy/social/ names that network`);
    return section.html;
  });
  const filled = new Set<string>();
  const html = policy.html.replace(SLOT, (_slot, tag: string, name: string) => {
    const section = byName.get(name);
    if (!section)
      throw new Error(`${file("legal/datenschutz")}: {{privacy.${name}}} names no section: ${file(`legal/privacy/${name}`)} is missing`);
    if (!included.includes(name)) return "";
    filled.add(`${tag} ${name}`);
    if (tag === "p") return [section.html, ...(name === "social" ? networks : [])].join("\n");
    if (!section.purpose?.trim()) throw new Error(`${file(`legal/privacy/${name}`)} has no purpose for {{privacy.${name}}} in a list`);
    return `<li>${escapeHtml(section.purpose.trim())}</li>\n`;
  });
  for (const name of included) {
    const wanted = [["p", "alone in a paragraph, where the section goes"]];
    if (byName.get(name)!.purpose?.trim()) wanted.push(["li", "alone in a list item, where its purpose goes"]);
    for (const [tag, where] of wanted) {
      if (!filled.has(`${tag} ${name}`))
        throw new Error(`${file("legal/datenschutz")} needs {{privacy.${name}}} ${where} (it is declared)`);
    }
  }
  if (html.includes("{{privacy."))
    throw new Error(`${file("legal/datenschutz")}: a {{privacy.…}} stands neither alone in a paragraph nor in a list item`);
  const headings = [...policy.headings, ...included.flatMap((name) => byName.get(name)!.headings)]
    .map((heading) => ({ heading, at: html.indexOf(` id="${heading.id}"`) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ heading }) => heading);
  return { html, headings };
}
