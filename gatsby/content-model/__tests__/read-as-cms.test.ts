import { readFileSync } from "fs";
import path from "path";
import { readAsCms } from "../read-as-cms";
import { loadContent } from "../load-content";
import { frontmatterOf } from "../read-frontmatter";

const contentDir = path.join(__dirname, "..", "..", "..", "content");
const contentFiles = loadContent(contentDir).paths;
const read = (file: string) => readFileSync(path.join(contentDir, file), "utf8");

describe("the files in content/", () => {
  it("read the same in the CMS (YAML 1.2) as in the build", () => {
    for (const file of contentFiles) {
      const { body, ...frontmatter } = readAsCms(read(file));
      expect({ file, frontmatter }).toEqual({ file, frontmatter: frontmatterOf(read(file)) });
      expect(typeof body === "string" || body === undefined).toBe(true);
    }
  });
});
