import { findSectionMarkers, removeMarkedHtml } from "../section-markers";
import { legalHtml, shownHeadings } from "../../../src/components/legal/legal-html";

const markdown = [
  "---", // 1
  "title: Datenschutz", // 2
  "---", // 3
  "", // 4
  "- Kontakt", // 5
  "- Newsletter <!-- processing: newsletter -->", // 6
  "", // 7
  "<!-- processing: newsletter -->", // 8
  "", // 9
  "## Newsletter", // 10
  "", // 11
  "Text.", // 12
  "", // 13
  "### Abmeldung", // 14
  "", // 15
  "Mehr.", // 16
  "", // 17
  "<!-- processing: no-consent -->", // 18
  "Keine Cookies.", // 19
  "Zweite Zeile.", // 20
  "", // 21
  "## Soziale Netzwerke", // 22
  "", // 23
  "<!-- social: YouTube -->", // 24
  "### YouTube", // 25
  "", // 26
  "Kanal.", // 27
  "", // 28
  "---", // 29
  "", // 30
  "Erstellt mithilfe eines Generators.", // 31
].join("\n");

describe("findSectionMarkers", () => {
  it("marks a line, a heading's whole section (up to the next heading of its level), a block, and a section up to a horizontal rule", () => {
    expect(findSectionMarkers(markdown)).toEqual([
      { kind: "processing", value: "newsletter", line: 6, endLine: 6 },
      { kind: "processing", value: "newsletter", line: 8, endLine: 20, heading: "Newsletter" },
      { kind: "processing", value: "no-consent", line: 18, endLine: 20 },
      { kind: "social", value: "YouTube", line: 24, endLine: 27, heading: "YouTube" },
    ]);
  });

  it("finds no marker in prose that only names the processing", () => {
    expect(findSectionMarkers("## Newsletter\n\nWir versenden einen Newsletter über Instagram.")).toEqual([]);
  });
});

// The HTML remark writes for such a text: the comments pass through unchanged.
const html = [
  "<ul>",
  "<li>Kontakt</li>",
  "<li>Einwilligungen <!-- processing: consent --></li>",
  "<li>Besucherstatistik <!-- processing: statistics --></li>",
  "</ul>",
  "<!-- processing: no-consent -->",
  "<p>Keine Cookies.</p>",
  "<!-- processing: consent -->",
  '<h3 id="einwilligung">Einwilligung</h3>',
  "<p>Consent-Tool.</p>",
  "<ul>",
  "<li>Anbieter</li>",
  "</ul>",
  "<!-- processing: statistics -->",
  '<h2 id="besucherstatistik">Besucherstatistik</h2>',
  "<p>Der Server zählt Aufrufe.</p>",
  '<h2 id="soziale-netzwerke">Soziale Netzwerke</h2>',
  "<!-- social: Instagram -->",
  '<h3 id="instagram">Instagram</h3>',
  "<p>Insta.</p>",
  "<!-- social: YouTube -->",
  '<h3 id="youtube">YouTube</h3>',
  "<p>Kanal.</p>",
  "<hr>",
  "<p>Erstellt mithilfe eines Generators.</p>",
].join("\n");

describe("removeMarkedHtml and legalHtml", () => {
  it("without a consent script: the no-consent paragraph, no consent subsection or list item", () => {
    const shown = legalHtml(html, { consentTool: false, socialNetworks: ["Instagram", "YouTube"], statistics: false });
    expect(shown).toContain("Keine Cookies.");
    expect(shown).not.toContain("Consent-Tool.");
    expect(shown).not.toContain("Anbieter");
    expect(shown).not.toContain("Einwilligungen");
    expect(shown).toContain("<li>Kontakt</li>");
    expect(shown).toContain('<h2 id="soziale-netzwerke">');
    expect(shown).not.toContain("<!--");
  });

  it("with a consent script: the consent subsection and list item, not the no-consent paragraph", () => {
    const shown = legalHtml(html, { consentTool: true, socialNetworks: ["Instagram", "YouTube"], statistics: false });
    expect(shown).not.toContain("Keine Cookies.");
    expect(shown).toContain("Consent-Tool.");
    expect(shown).toContain("<li>Anbieter</li>");
    expect(shown).toContain("<li>Einwilligungen</li>");
  });

  it("shows the visitor statistics' section and list item exactly while they are declared", () => {
    const declared = legalHtml(html, { consentTool: false, socialNetworks: [], statistics: true });
    expect(declared).toContain('<h2 id="besucherstatistik">');
    expect(declared).toContain("Der Server zählt Aufrufe.");
    expect(declared).toContain("<li>Besucherstatistik</li>");
    const undeclared = legalHtml(html, { consentTool: false, socialNetworks: [], statistics: false });
    expect(undeclared).not.toContain("Besucherstatistik");
    expect(undeclared).not.toContain("Der Server zählt Aufrufe.");
    expect(undeclared).toContain("Keine Cookies.");
  });

  it("shows exactly the networks the social list names, and the closing line after the last one", () => {
    const shown = legalHtml(html, { consentTool: true, socialNetworks: ["instagram"], statistics: false });
    expect(shown).toContain("Insta.");
    expect(shown).not.toContain("Kanal.");
    expect(shown).toContain("<hr>\n<p>Erstellt mithilfe eines Generators.</p>");
    const none = legalHtml(html, { consentTool: true, socialNetworks: [], statistics: false });
    expect(none).not.toContain("Insta.");
  });

  it("keeps what it is not asked to drop, and the table of contents loses only dropped headings", () => {
    expect(removeMarkedHtml(html, () => false)).toBe(html);
    const shown = legalHtml(html, { consentTool: false, socialNetworks: ["Instagram"], statistics: false });
    const headings = [{ id: "einwilligung" }, { id: "soziale-netzwerke" }, { id: "instagram" }, { id: "youtube" }];
    expect(shownHeadings(headings, shown).map((heading) => heading.id)).toEqual(["soziale-netzwerke", "instagram"]);
  });
});
