/**
 * Section markers in the legal texts, HTML comments such as `<!-- processing: newsletter -->`. On a line of its own a
 * marker marks a heading's whole section (to the next heading of its level or higher, or a ---), else the next block;
 * at the end of a line, that line. The launch check compares them with content/company.de.md; the build drops sections.
 */
export type MarkerKind = "processing" | "social";

export interface SectionMarker {
  kind: MarkerKind;
  /** `newsletter`, `advertising`, `analytics`, `statistics`, `consent`, `no-consent`, `social`; or a network's name. */
  value: string;
  /** 1-based lines in the Markdown file (frontmatter included): the marker's and the last marked one. */
  line: number;
  endLine: number;
  /** The marked section's heading, if it is one, for the finding's text. */
  heading?: string;
}

// A marker names what it marks: one with an empty value is none (the launch check names it as malformed).
const MARKER = /<!--\s*(processing|social):\s*(\S.*?)\s*-->/;
const HEADING = /^(#{1,6})\s+(.*)$/;
// A line of three or more -, * or _ (after a blank line): it ends a section, e.g. before the closing credit.
const THEMATIC_BREAK = /^ {0,3}([-*_])(\s*\1){2,}\s*$/;

/** Every marker of a Markdown file, with the lines it marks. */
export function findSectionMarkers(markdown: string): SectionMarker[] {
  const lines = markdown.split("\n");
  const markers: SectionMarker[] = [];
  lines.forEach((text, index) => {
    const match = text.match(MARKER);
    if (!match) return;
    const base = { kind: match[1] as MarkerKind, value: match[2], line: index + 1 };
    if (text.replace(MARKER, "").trim() !== "") {
      markers.push({ ...base, endLine: index + 1 });
      return;
    }
    let next = index + 1;
    while (next < lines.length && lines[next].trim() === "") next += 1;
    const heading = lines[next]?.match(HEADING);
    let end = next;
    if (heading) {
      const level = heading[1].length;
      const endsSection = (line: string) => (line.match(HEADING)?.[1].length ?? 7) <= level || THEMATIC_BREAK.test(line);
      while (end + 1 < lines.length && !endsSection(lines[end + 1])) end += 1;
    } else {
      while (end + 1 < lines.length && lines[end + 1].trim() !== "") end += 1;
    }
    // The last marked line with text (a section ends before the blank lines and the next marker).
    while (end > next && (lines[end].trim() === "" || MARKER.test(lines[end]))) end -= 1;
    markers.push({ ...base, endLine: end + 1, ...(heading ? { heading: heading[2].trim() } : {}) });
  });
  return markers;
}

const HTML_MARKER = new RegExp(MARKER.source, "g");
const BLOCK_START = /^\s*<(p|ul|ol|blockquote|table|div|pre)\b/;

/** The end of the element that opens at `start` (a tag named `tag`), counting nested ones of the same name. */
function closingEnd(html: string, start: number, tag: string): number {
  const pattern = new RegExp(`<(/?)${tag}\\b[^>]*>`, "g");
  pattern.lastIndex = start;
  let depth = 0;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return match.index + match[0].length;
  }
  return html.length;
}

/** The element a marker stands inside (a list item or a paragraph), as [start, end). */
function enclosing(html: string, position: number): [number, number] | null {
  for (const tag of ["li", "p"]) {
    const start = html.lastIndexOf(`<${tag}`, position);
    if (start < 0) continue;
    const end = closingEnd(html, start, tag);
    if (end > position) return [start, end];
  }
  return null;
}

/**
 * The rendered HTML without what the markers `drop` mark: a heading's section, the next block,
 * or the list item or paragraph the marker stands in. Works on the HTML remark writes (one
 * element per block; the comments pass through unchanged).
 */
export function removeMarkedHtml(html: string, drop: (marker: { kind: MarkerKind; value: string }) => boolean): string {
  let result = html;
  // From the last marker to the first, so earlier positions stay valid.
  for (const match of [...html.matchAll(HTML_MARKER)].reverse()) {
    if (!drop({ kind: match[1] as MarkerKind, value: match[2] })) continue;
    const start = match.index!;
    const after = start + match[0].length;
    const rest = result.slice(after);
    const heading = rest.match(/^\s*<h([1-6])\b/);
    if (heading) {
      const next = new RegExp(`<h[1-${heading[1]}]\\b|<hr\\b`, "g");
      next.lastIndex = after + heading[0].length;
      const end = next.exec(result)?.index ?? result.length;
      result = result.slice(0, start) + result.slice(end);
      continue;
    }
    const block = rest.match(BLOCK_START);
    if (block) {
      const end = closingEnd(result, after + block[0].indexOf("<"), block[1]);
      result = result.slice(0, start) + result.slice(end).replace(/^\n/, "");
      continue;
    }
    const element = enclosing(result, start);
    if (element) result = result.slice(0, element[0]) + result.slice(element[1]).replace(/^\n/, "");
  }
  return result;
}

/** The HTML without the markers themselves: they are for editors and the launch check. */
export const stripMarkers = (html: string) => html.replace(new RegExp(`\\s*${MARKER.source}`, "g"), "");
