/** @jest-environment node */
import { existsSync, readFileSync, readdirSync } from "fs";
import path from "path";
import matter from "gray-matter";
import { languages } from "../../languages";
import { assemblePrivacyPolicy, type DeclaredProcessing, type PolicySection } from "../privacy-policy";

const section = (name: string, purpose?: string): PolicySection => ({
  name,
  purpose,
  html: `<h2 id="${name}">${name}</h2>\n<p>Über ${name}.</p>`,
  headings: [{ id: name, value: name }],
});
const policy = {
  html: [
    '<h2 id="zwecke">Zwecke</h2>',
    "<ul>",
    "<li>Hosting</li>",
    "<li>{{privacy.statistics}}</li>",
    "<li>{{privacy.newsletter}}</li>",
    "</ul>",
    '<h2 id="hosting">Hosting</h2>',
    "<p>{{privacy.statistics}}</p>",
    '<h2 id="cookies">Cookies</h2>',
    "<p>{{privacy.no-consent}}</p>",
    "<p>{{privacy.consent}}</p>",
    "<p>{{privacy.newsletter}}</p>",
    "<p>{{privacy.social}}</p>",
    "<hr>",
  ].join("\n"),
  headings: ["zwecke", "hosting", "cookies"].map((id) => ({ id, value: id })),
};
const sections = [
  section("statistics", "Besucherstatistik"),
  section("newsletter", "Newsletter & Co."),
  section("consent"),
  { ...section("no-consent"), html: "<p>Keine Cookies.</p>", headings: [] },
  section("social"),
];
const networks = ["LinkedIn", "Instagram"].map((network) => ({ network, html: `<h3>${network}</h3>` }));
const facts: DeclaredProcessing = { processing: ["statistics"], consentTool: false, networks: [] };
const file = (key: string) => `content/${key}.de.md`;
const assemble = (declared: Partial<DeclaredProcessing>, text = policy) =>
  assemblePrivacyPolicy(text, sections, networks, { ...facts, ...declared }, file);

describe("assemblePrivacyPolicy", () => {
  it("puts each included section and its purpose where the policy names it, and leaves the others out", () => {
    const { html, headings } = assemble({});
    expect(html).toContain("<li>Besucherstatistik</li>");
    expect(html).toContain("<p>Über statistics.</p>");
    expect(html).toContain("<p>Keine Cookies.</p>");
    expect(html).not.toMatch(/newsletter|consent"|social|\{\{/);
    expect(headings.map((heading) => heading.id)).toEqual(["zwecke", "hosting", "statistics", "cookies"]);
  });

  it("follows the facts: the consent tool's section instead of the statement without one, a declared newsletter, social media", () => {
    const { html, headings } = assemble({ processing: ["newsletter"], consentTool: true, networks: ["instagram"] });
    expect(html).toContain("<li>Newsletter &amp; Co.</li>");
    expect(html).not.toMatch(/Besucherstatistik|Keine Cookies/);
    expect(headings.map((heading) => heading.id)).toEqual(["zwecke", "hosting", "cookies", "consent", "newsletter", "social"]);
    // Each declared network's subsection after the social-media section, and only those, in the declaration's order.
    expect(html).toContain('<h2 id="social">social</h2>\n<p>Über social.</p>\n<h3>Instagram</h3>');
    expect(html).not.toContain("LinkedIn");
    expect(assemble({ networks: ["LinkedIn", "Instagram"] }).html).toContain("<h3>LinkedIn</h3>\n<h3>Instagram</h3>");
  });

  it("stops the build where the policy would leave out a declared processing", () => {
    const without = (slot: string) => ({ ...policy, html: policy.html.replace(slot, "") });
    expect(() => assemble({}, without("<p>{{privacy.statistics}}</p>"))).toThrow(
      "content/legal/datenschutz.de.md needs {{privacy.statistics}} alone in a paragraph",
    );
    expect(() => assemble({}, without("<li>{{privacy.statistics}}</li>"))).toThrow("{{privacy.statistics}} alone in a list item");
    expect(() => assemble({ processing: ["analytics"] })).toThrow("content/legal/privacy/analytics.de.md missing");
    expect(() => assemble({ networks: ["Xing"] })).toThrow(
      "social lists Xing, but no file of content/legal/privacy/social/ names that network",
    );
  });

  it("stops the build on a slot it cannot fill: a misspelt name, a purpose the section lacks, a slot inside a sentence", () => {
    const edited = (html: string) => ({ ...policy, html: `${policy.html}\n${html}` });
    expect(() => assemble({}, edited("<p>{{privacy.newsleter}}</p>"))).toThrow("content/legal/privacy/newsleter.de.md is missing");
    expect(() => assemble({}, edited("<li>{{privacy.no-consent}}</li>"))).toThrow("has no purpose");
    expect(() => assemble({}, edited("<p>Siehe {{privacy.statistics}}.</p>"))).toThrow("neither alone in a paragraph nor in a list item");
  });
});

// The shipped policy with its shipped sections, in every language, with each declaration flipped in turn.
const contentDir = path.join(__dirname, "..", "..", "..", "content");
const read = (file: string) => matter(readFileSync(path.join(contentDir, file), "utf8"));
const company = read("company.de.md").data as { processing: Record<string, boolean>; social: { name: string }[] };
/** What remark writes for a slot alone in a paragraph or a list item; the rest of the text stays as written. */
const slotsAsHtml = (markdown: string) =>
  markdown.replace(/^- (\{\{privacy\.[\w-]+\}\})$/gm, "<li>$1</li>").replace(/^(\{\{privacy\.[\w-]+\}\})$/gm, "<p>$1</p>");

describe.each(languages.map(({ code }) => code))("the shipped privacy policy in %s", (code) => {
  const inLanguage = (dir: string) =>
    readdirSync(path.join(contentDir, dir))
      .filter((name) => name.endsWith(`.${code}.md`))
      .map((name) => ({ name: name.slice(0, -`.${code}.md`.length), file: read(`${dir}/${name}`) }));
  const shipped = inLanguage("legal/privacy").map(({ name, file }) => ({
    name,
    purpose: file.data.purpose as string | undefined,
    // The section's own text stands for its HTML: each is found in the policy by it.
    html: `<section data-name="${name}">${file.content.trim()}</section>`,
    headings: [],
  }));
  const networkSections = inLanguage("legal/privacy/social").map(({ name, file }) => ({
    network: read(`legal/privacy/social/${name}.de.md`).data.network as string,
    html: `<section data-network="${read(`legal/privacy/social/${name}.de.md`).data.network}">${file.content.trim()}</section>`,
  }));
  const text = { html: slotsAsHtml(read(`legal/datenschutz.${code}.md`).content), headings: [] };
  const declared: DeclaredProcessing = {
    processing: Object.keys(company.processing).filter((name) => company.processing[name]),
    consentTool: false,
    networks: company.social.map((profile) => profile.name),
  };
  const flips: [string, DeclaredProcessing][] = [
    ...Object.keys(company.processing).map((name): [string, DeclaredProcessing] => {
      const processing = declared.processing.includes(name)
        ? declared.processing.filter((other) => other !== name)
        : [...declared.processing, name];
      return [`processing.${name} flipped`, { ...declared, processing }];
    }),
    ["a consent tool", { ...declared, consentTool: true }],
    ["no social profile", { ...declared, networks: [] }],
    ["one social profile", { ...declared, networks: declared.networks.slice(0, 1) }],
  ];

  it.each([["as declared", declared] as [string, DeclaredProcessing], ...flips])(
    "holds a declared processing's section and purpose, and no undeclared one: %s",
    (_case, facts) => {
      // Said here again, not taken from the code under test: which section each fact brings.
      const included = [
        ...facts.processing,
        facts.consentTool ? "consent" : "no-consent",
        ...(facts.networks.length > 0 ? ["social"] : []),
      ];
      const assemble = () => assemblePrivacyPolicy(text, shipped, networkSections, facts, (key) => `content/${key}.${code}.md`);
      // A declared processing whose section is not written yet (web analytics) stops the build rather than go unmentioned.
      const unwritten = included.find((name) => !existsSync(path.join(contentDir, `legal/privacy/${name}.${code}.md`)));
      if (unwritten) return expect(assemble).toThrow(`content/legal/privacy/${unwritten}.${code}.md missing`);
      const { html } = assemble();
      for (const { name, purpose } of shipped) {
        const shown = included.includes(name);
        expect([name, html.includes(`data-name="${name}"`)]).toEqual([name, shown]);
        if (purpose) expect([name, html.includes(`<li>${purpose}</li>`)]).toEqual([name, shown]);
      }
      for (const { network } of networkSections) {
        const shown = included.includes("social") && facts.networks.includes(network);
        expect([network, html.includes(`data-network="${network}"`)]).toEqual([network, shown]);
      }
    },
  );
});
