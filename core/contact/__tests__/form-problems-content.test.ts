import { existsSync } from "fs";
import path from "path";
import { contentFilePath } from "../../../gatsby/content-model/collections";
import { loadContent } from "../../../gatsby/content-model/load-content";
import { defaultLanguage, languages, type Language } from "../../languages";
import { formProblems } from "../form-post-answer";

const contentDir = path.join(__dirname, "..", "..", "..", "content");
const contentFile = (code: Language) => path.join(contentDir, contentFilePath({ key: "contact", language: code }));
const contactTexts = (code: Language) => loadContent(contentDir).records.get(contentFilePath({ key: "contact", language: code }))!;

// A language without its contact texts has no contact page to post from (the build leaves its pages out).
const translated = languages.map(({ code }): Language => code).filter((code) => existsSync(contentFile(code)));

describe("the problem page's texts", () => {
  it("exist in the default language", () => expect(translated).toContain(defaultLanguage));

  it.each(translated)("(%s) explain every reason the endpoint sends a form post back for, under its anchor, and no other", (code) => {
    // A translation writes only the texts; the anchors are shared, from the default language's file.
    const { frontmatter, problems: mergeProblems } = contactTexts(code);
    expect(mergeProblems).toEqual([]);
    const { problems } = frontmatter as { problems: { anchor: string; text: string }[] };
    expect(problems.map((problem) => problem.anchor).sort()).toEqual(Object.values(formProblems[code]).sort());
    for (const problem of problems) expect(problem.text.trim().length).toBeGreaterThan(20);
  });
});
