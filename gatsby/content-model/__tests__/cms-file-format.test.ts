import { readFileSync } from "fs";
import path from "path";
import { cmsFieldsFor } from "../cms-config";
import { cmsFileContent, readAsCms } from "../cms-file-format";
import { markdownFilesIn } from "../content-files";
import { frontmatterOf } from "../read-frontmatter";

const contentDir = path.join(__dirname, "..", "..", "..", "content");
const contentFiles = markdownFilesIn(contentDir);
const read = (file: string) => readFileSync(path.join(contentDir, file), "utf8");

describe("the files in content/", () => {
  it("are in the form the CMS writes", () => {
    const unformatted = contentFiles.filter((file) => cmsFileContent(file, read(file)) !== read(file)).map((file) => `content/${file}`);
    if (unformatted.length > 0) {
      throw new Error(
        `${unformatted.join(", ")}: not in the form the CMS writes, so the next save in the CMS would rewrite more than the changed field. ` +
          "Run npm run format:content (it keeps every value; YAML comments are dropped, as the CMS drops them: " +
          "describe a field in gatsby/content-model/type-defs.ts instead).",
      );
    }
  });

  it("read the same in the CMS (YAML 1.2) as in the build", () => {
    for (const file of contentFiles) {
      const { body, ...frontmatter } = readAsCms(read(file));
      expect({ file, frontmatter }).toEqual({ file, frontmatter: frontmatterOf(read(file)) });
      expect(typeof body === "string" || body === undefined).toBe(true);
    }
  });
});

describe("cmsFileContent", () => {
  const file = "services/ai.md";
  const order = cmsFieldsFor(file).map((field) => field.name);

  it("writes the top-level keys in the order of the CMS's fields, nested keys as they stand, plain where YAML allows", () => {
    const text = '---\ntitle: "T"\nseo:\n  keywords: ["a", "b"]\n  title: "S"\nslug: "ai"\n---\n';
    expect(cmsFileContent(file, text)).toBe("---\nslug: ai\nseo:\n  keywords:\n    - a\n    - b\n  title: S\ntitle: T\n---\n");
    expect(order.slice(0, 3)).toEqual(["slug", "seo", "title"]);
  });

  it("quotes what would otherwise read as another type, and folds long texts at 80 columns", () => {
    const long = "Wort ".repeat(30).trim();
    const written = cmsFileContent(file, `---\nslug: "404"\ntitle: "${long}"\nctaText: "[Platzhalter]"\n---\n`);
    expect(written).toContain('slug: "404"\n');
    expect(written).toContain('ctaText: "[Platzhalter]"\n');
    expect(Math.max(...written.split("\n").map((line) => line.length))).toBeLessThanOrEqual(80);
    expect(frontmatterOf(written).title).toBe(long);
  });

  it("keeps the Markdown body as it is and ends the file with one newline", () => {
    const body = "\n## Überschrift\n\nText mit  zwei Leerzeichen.\n";
    expect(cmsFileContent("projects/x.md", `---\nname: "A"\n---\n${body}`)).toBe(`---\nname: A\n---\n${body}`);
    expect(cmsFileContent("projects/x.md", "---\nname: A\n---\nohne Zeilenende")).toBe("---\nname: A\n---\nohne Zeilenende\n");
  });

  it("drops YAML comments, as the CMS does, and changes nothing a second time", () => {
    const written = cmsFileContent(file, "---\n# Ein Kommentar\ntitle: T # und noch einer\n---\n");
    expect(written).toBe("---\ntitle: T\n---\n");
    for (const name of contentFiles) expect(cmsFileContent(name, cmsFileContent(name, read(name)))).toBe(cmsFileContent(name, read(name)));
  });
});
