import { readFileSync } from "fs";
import path from "path";
import matter from "gray-matter";
import { FORM_PROBLEMS } from "../form-post-answer";

describe("the problem page's texts", () => {
  it("explain every reason the endpoint sends a form post back for, and no other", () => {
    const file = path.join(__dirname, "..", "..", "..", "content", "contact.md");
    const { problems } = matter(readFileSync(file, "utf8")).data as { problems: { anchor: string; text: string }[] };
    expect(problems.map((problem) => problem.anchor).sort()).toEqual(Object.values(FORM_PROBLEMS).sort());
    for (const problem of problems) expect(problem.text.trim().length).toBeGreaterThan(20);
  });
});
