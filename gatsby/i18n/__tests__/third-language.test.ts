import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import { languageOfPath, languages } from "../../../core/languages";
import { contentFileOf } from "../../content-model/collections";
import { loadContent } from "../../content-model/load-content";
import { validateFrontmatter } from "../../content-model/validate-frontmatter";
import { findMissingTranslations } from "../../launch/find-missing-translations";
import { siteRoutes } from "../site-routes";

/**
 * A third language declared as docs/content.md ("Adding a language") says: one more line in `languages` of
 * core/languages.ts. Everything else here is content: the French files in the fixture folder.
 */
jest.mock("../../../core/languages", () => {
  const actual = jest.requireActual("../../../core/languages");
  actual.languages.push({ code: "fr", locale: "fr_FR", name: "Français" });
  return actual;
});

let contentDir: string;

const write = (relativePath: string, frontmatter: object) => {
  mkdirSync(path.dirname(path.join(contentDir, relativePath)), { recursive: true });
  writeFileSync(path.join(contentDir, relativePath), `---\n${JSON.stringify(frontmatter)}\n---\n`);
};

const service = (slug: string, words: string) => ({
  slug,
  seo: { title: words, description: words, keywords: [words] },
  title: words,
  intro: words,
  features: [{ name: words, description: words }],
  paragraph: words,
  ctaText: words,
});

beforeAll(() => {
  contentDir = mkdtempSync(path.join(tmpdir(), "third-language-"));
  const german = service("ki", "KI");
  write("services/ki.de.md", { ...german, features: [{ ...german.features[0], color: "#123456", icon: "code" }] });
  write("services/ki.en.md", service("ai", "AI"));
  write("services/ki.fr.md", service("ia", "IA"));
  // The team page is written in German and English only.
  write("pages/team.de.md", { slug: "team", seo: { title: "Team", description: "D", keywords: ["team"] }, title: "Team" });
  write("pages/team.en.md", { slug: "team", seo: { title: "Team", description: "D", keywords: ["team"] }, title: "Team" });
});

afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

describe("a third language, declared in core/languages.ts", () => {
  it("is a language of the content files and of the addresses", () => {
    expect(languages.map((language) => language.code)).toEqual(["de", "en", "fr"]);
    expect(contentFileOf("services/ki.fr.md")).toEqual({ key: "services/ki", language: "fr" });
    expect(languageOfPath("/fr/ia/")).toBe("fr");
  });

  it("gets its pages under /<code>/ from its files, and no page where its file is missing", () => {
    const routes = siteRoutes(loadContent(contentDir), "production");
    expect(routes.get("services/ki")).toEqual({ de: "/ki/", en: "/en/ai/", fr: "/fr/ia/" });
    expect(routes.get("pages/team")).toEqual({ de: "/team/", en: "/en/team/" });
  });

  it("takes the shared facts from the default language's file, checked as every translation is", () => {
    const french = loadContent(contentDir).records.get("services/ki.fr.md")!;
    expect(french.problems).toEqual([]);
    expect(french.frontmatter.features).toEqual([{ name: "IA", description: "IA", color: "#123456", icon: "code" }]);
    expect(validateFrontmatter(french.type!, french.frontmatter)).toEqual([]);
  });

  it("is named by the launch check where a page has no file in it", () => {
    expect(findMissingTranslations(loadContent(contentDir).paths).map((finding) => finding.what)).toEqual([
      expect.stringMatching(/^no French version: content\/pages\/team\.fr\.md is missing/),
    ]);
  });
});
