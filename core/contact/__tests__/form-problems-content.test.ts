import { existsSync, readFileSync } from "fs";
import path from "path";
import matter from "gray-matter";
import { defaultLanguage, languages } from "../../languages";
import { formProblems } from "../form-post-answer";

const contentFile = (code: string) =>
  path.join(__dirname, "..", "..", "..", "content", code === defaultLanguage ? "contact.md" : `contact.${code}.md`);

// A language without its contact texts has no contact page to post from (the build leaves its pages out).
const translated = languages.map(({ code }) => code).filter((code) => existsSync(contentFile(code)));

describe("the problem page's texts", () => {
  it("exist in the default language", () => expect(translated).toContain(defaultLanguage));

  it.each(translated)("(%s) explain every reason the endpoint sends a form post back for, under its anchor, and no other", (code) => {
    const { problems } = matter(readFileSync(contentFile(code), "utf8")).data as { problems: { anchor: string; text: string }[] };
    expect(problems.map((problem) => problem.anchor).sort()).toEqual(Object.values(formProblems[code]).sort());
    for (const problem of problems) expect(problem.text.trim().length).toBeGreaterThan(20);
  });
});
