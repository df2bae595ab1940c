import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import { contentType } from "../content-schema";
import { loadContent } from "../load-content";
import { isShared, mergeTranslation } from "../translations";
import { validateFrontmatter } from "../validate-frontmatter";

// A service page as the default language writes it: texts beside shared facts (a card's colour and icon).
const base = {
  slug: "ki",
  seo: { title: "KI", description: "Beschreibung", keywords: ["ki"] },
  title: "KI & Automatisierung",
  intro: "Einleitung",
  features: [
    { name: "Chatbots", color: "#123456", icon: "code", description: "Text" },
    { name: "Agenten", color: "#654321", icon: "sparkles", description: "Text" },
  ],
  paragraph: "Absatz",
  ctaText: "Anfragen",
};

// Its translation: only texts, the cards in the same order.
const translation = {
  slug: "ai",
  seo: { title: "AI", description: "Description", keywords: ["ai", "automation"] },
  title: "AI & Automation",
  intro: "Intro",
  features: [
    { name: "Chatbots", description: "Text" },
    { name: "Agents", description: "Text" },
  ],
  paragraph: "Paragraph",
  ctaText: "Ask us",
};

describe("which fields are shared", () => {
  it("shares a field marked @shared, every non-text value and a file; a text is each language's own", () => {
    const fields = (type: string) => contentType(type).getFields();
    expect(isShared(fields("ServiceCard").color)).toBe(true); // String @shared
    expect(isShared(fields("ServiceCard").icon)).toBe(true); // an enum
    expect(isShared(fields("Project").order)).toBe(true); // Int
    expect(isShared(fields("Project").image)).toBe(true); // File
    expect(isShared(fields("ServiceCard").name)).toBe(false);
    expect(isShared(fields("ServicePage").slug)).toBe(false); // an address is content, per language
  });
});

describe("mergeTranslation", () => {
  it("takes the shared facts from the default language's file and the texts from the translation", () => {
    const { frontmatter, problems } = mergeTranslation("ServicePage", base, translation);
    expect(problems).toEqual([]);
    expect(frontmatter).toEqual({
      ...translation,
      features: [
        { name: "Chatbots", color: "#123456", icon: "code", description: "Text" },
        { name: "Agents", color: "#654321", icon: "sparkles", description: "Text" },
      ],
    });
    expect(validateFrontmatter("ServicePage", frontmatter)).toEqual([]);
  });

  it("refuses a shared fact written in the translation, naming the field, and keeps the default language's value", () => {
    const features = [{ ...translation.features[0], color: "#000000" }, translation.features[1]];
    const { frontmatter, problems } = mergeTranslation("ServicePage", base, { ...translation, features });
    expect(problems).toEqual([expect.stringMatching(/^features\[0\]\.color: is the same in every language/)]);
    expect((frontmatter.features as { color: string }[])[0].color).toBe("#123456");
  });

  it("refuses a field the content model does not have", () => {
    expect(mergeTranslation("ServicePage", base, { ...translation, subtitle: "x" }).problems).toEqual([
      "subtitle: no such field in the content model",
    ]);
  });

  it("refuses a list whose items hold shared facts when its length differs from the default language's", () => {
    const { problems } = mergeTranslation("ServicePage", base, { ...translation, features: translation.features.slice(0, 1) });
    expect(problems).toEqual(["features: has 1 items, the default language's file 2: one for each, in the same order"]);
  });

  it("leaves a missing required text to the frontmatter check, which names it on the merged result", () => {
    const { intro, ...withoutIntro } = translation;
    expect(intro).toBeDefined();
    const { frontmatter, problems } = mergeTranslation("ServicePage", base, withoutIntro);
    expect(problems).toEqual([]);
    expect(validateFrontmatter("ServicePage", frontmatter)).toEqual(["intro: required field is missing or empty"]);
  });

  it("asks an article's translation for its own address (`slug`), which the default language's file name gives", () => {
    const article = { title: "Titel", description: "Beschreibung", date: "2026-01-01", author: "a", topics: ["recht"], draft: false };
    const english = { title: "Title", description: "Description" };
    expect(mergeTranslation("BlogPost", article, english).problems).toEqual([
      "slug: required field is missing or empty (the translation's address)",
    ]);
    const { frontmatter, problems } = mergeTranslation("BlogPost", article, { ...english, slug: "title" });
    expect(problems).toEqual([]);
    expect(frontmatter).toMatchObject({ ...english, slug: "title", date: "2026-01-01", author: "a", topics: ["recht"] });
  });
});

describe("loadContent", () => {
  let contentDir: string;
  const write = (relativePath: string, frontmatter: object) => {
    mkdirSync(path.dirname(path.join(contentDir, relativePath)), { recursive: true });
    writeFileSync(path.join(contentDir, relativePath), `---\n${JSON.stringify(frontmatter)}\n---\n`);
  };
  beforeEach(() => {
    contentDir = mkdtempSync(path.join(tmpdir(), "translations-"));
  });
  afterEach(() => rmSync(contentDir, { recursive: true, force: true }));

  it("reads a file of the default language as written and merges a translation with it, each checked against its type", () => {
    write("services/ki.de.md", base);
    write("services/ki.en.md", translation);
    const { records } = loadContent(contentDir);
    expect(records.get("services/ki.de.md")).toMatchObject({
      key: "services/ki",
      type: "ServicePage",
      language: "de",
      frontmatter: base,
      problems: [],
    });
    const english = records.get("services/ki.en.md")!;
    expect([english.type, english.language, english.own, english.problems]).toEqual(["ServicePage", "en", translation, []]);
    expect(english.frontmatter).toEqual(mergeTranslation("ServicePage", base, translation).frontmatter);
    write("services/ki.en.md", { ...translation, title: "" });
    expect(loadContent(contentDir).records.get("services/ki.en.md")!.problems).toEqual(["title: required field is missing or empty"]);
  });

  it("names a field the build takes from the Markdown file when a file writes it, which would go unread", () => {
    const article = { title: "Titel", description: "Beschreibung", date: "2026-01-01", author: "a", topics: ["recht"], draft: false };
    write("team/a.de.md", {});
    write("blog/neu.de.md", { ...article, slug: "anders", timeToRead: 3 });
    write("blog/neu.en.md", { title: "Title", description: "Description", slug: "new", html: "<p>x</p>" });
    const unread = (field: string) =>
      `${field}: the build takes it from the Markdown file (its text or name); delete it from the frontmatter`;
    const { records } = loadContent(contentDir);
    expect(records.get("blog/neu.de.md")!.problems).toEqual([unread("slug"), unread("timeToRead")]);
    // A translated article's own address is written: its file name is the default language's.
    expect(records.get("blog/neu.en.md")!.problems).toEqual([unread("html")]);
  });

  it("names the missing default language's file of a translation, and gives a file without a declared language no record", () => {
    write("services/ki.en.md", translation);
    expect(loadContent(contentDir).records.get("services/ki.en.md")!.problems[0]).toBe(
      "translates services/ki.de.md, which does not exist",
    );
    write("services/ki.md", base);
    const { paths, records } = loadContent(contentDir);
    expect(paths).toEqual(["services/ki.en.md", "services/ki.md"]);
    expect(records.has("services/ki.md")).toBe(false);
  });

  it("names where YAML cannot read a file's frontmatter", () => {
    mkdirSync(path.join(contentDir, "services"), { recursive: true });
    writeFileSync(path.join(contentDir, "services/ki.de.md"), "---\ntitle: KI: schnell\n---\n");
    expect(loadContent(contentDir).records.get("services/ki.de.md")!.yamlProblem).toMatch(/^line 2: the frontmatter is no valid YAML/);
  });
});
