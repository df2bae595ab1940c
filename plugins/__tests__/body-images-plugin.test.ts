/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import type { PluginRef } from "gatsby";
import matter from "gray-matter";
import remark from "remark";
import config from "../../gatsby-config";
import { loadContent } from "../../gatsby/content-model/load-content";
import { layout } from "../../src/theme/tokens";

// The plugin's Markdown step is gatsby-remark-images itself; here it only records that it was handed on.
jest.mock("gatsby-remark-images", () => jest.fn(async () => "resized"));

const root = path.join(__dirname, "..", "..");
const plugin = path.join(root, "plugins", "gatsby-remark-body-images");
const { bodyImageProblems } = require(plugin) as { bodyImageProblems: (ast: unknown, dir: string) => string[] };
const resolveOf = (ref: PluginRef) => (typeof ref === "string" ? ref : ref.resolve);
const remarkPlugins = () =>
  (config.plugins!.find((ref) => resolveOf(ref) === "gatsby-transformer-remark") as { options: { plugins: PluginRef[] } }).options.plugins;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "body-images-"));
  writeFileSync(path.join(dir, "bild.png"), "");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const problemsOf = (markdown: string, where = dir) => bodyImageProblems(remark().parse(markdown), where);

describe("the configuration", () => {
  const options = () =>
    (remarkPlugins().find((ref) => resolveOf(ref) === "gatsby-remark-body-images") as { options: Record<string, unknown> }).options;

  it("resizes a body's images for the article column, with WebP as the rest of the site, lazily and without a link to the original", () => {
    const columnPx = parseFloat(layout.textWidth) * 16;
    expect(options()).toEqual({ maxWidth: columnPx, withWebp: true, withAvif: false, linkImagesToOriginal: false, loading: "lazy" });
    // The article's own picture (frontmatter `image`) is made for the same width.
    expect(readFileSync(path.join(root, "src", "templates", "blog-post.tsx"), "utf8")).toContain(
      `gatsbyImageData(width: ${columnPx}, layout: CONSTRAINED`,
    );
  });

  it("uses gatsby-remark-images's Markdown step and option schema, but none of its browser or head scripts", () => {
    expect(require(path.join(plugin, "gatsby-node.js")).pluginOptionsSchema).toBe(
      require("gatsby-remark-images/gatsby-node").pluginOptionsSchema,
    );
    // Gatsby loads those files by the plugin's name; gatsby-remark-images's own would hide and fade in every image.
    expect(existsSync(path.join(plugin, "gatsby-browser.js"))).toBe(false);
    expect(existsSync(path.join(plugin, "gatsby-ssr.js"))).toBe(false);
    expect(config.plugins!.map(resolveOf)).not.toContain("gatsby-remark-images");
    expect(remarkPlugins().map(resolveOf)).not.toContain("gatsby-remark-images");
  });
});

describe("the check of a body's images", () => {
  it("passes an image with a description that is a file beside the text, inline or by reference", () => {
    expect(problemsOf("Text\n\n![Ein Diagramm der Ladezeiten](./bild.png)\n")).toEqual([]);
    expect(problemsOf('![Ein Diagramm](bild.png "Titel")\n\n![Noch einmal][diagramm]\n\n[diagramm]: ./bild.png\n')).toEqual([]);
  });

  it("names an image without a description, also one by reference", () => {
    expect(problemsOf("![](./bild.png)")).toEqual([expect.stringMatching(/^!\[\]\(\.\/bild\.png\) has no description \(alt text\)/)]);
    expect(problemsOf("![   ](./bild.png)")).toEqual([expect.stringContaining("has no description")]);
    expect(problemsOf("![][d]\n\n[d]: ./bild.png")).toEqual([expect.stringContaining("has no description")]);
  });

  it("names an image the build could not publish: missing, from another site, in a format sharp does not resize, or written as HTML", () => {
    expect(problemsOf("![Foto](./fehlt.jpg)")).toEqual([
      expect.stringContaining(`there is no file ${path.relative(process.cwd(), path.join(dir, "fehlt.jpg"))}`),
    ]);
    expect(problemsOf("![Foto](/images/foto.jpg)")).toEqual([expect.stringContaining("from the site's root")]);
    expect(problemsOf("![Foto](https://example.com/foto.jpg)")).toEqual([expect.stringContaining("Content-Security-Policy")]);
    expect(problemsOf("![Foto](//example.com/foto.jpg)")).toEqual([expect.stringContaining("Content-Security-Policy")]);
    expect(problemsOf("![Grafik](./grafik.svg)")).toEqual([expect.stringContaining("not a JPEG, PNG, WebP, AVIF or TIFF")]);
    expect(problemsOf('Text\n\n<img src="./bild.png" alt="Foto">\n')).toEqual([expect.stringContaining("write it in Markdown")]);
    expect(problemsOf("![Foto]()")).toEqual([expect.stringContaining("not a JPEG, PNG, WebP, AVIF or TIFF")]);
  });

  it("stops the build with the file and each problem named, and hands a clean body on to gatsby-remark-images", async () => {
    const bodyImages = require(plugin) as (args: object, options: object) => Promise<unknown>;
    const file = path.join(process.cwd(), "content", "blog", "beitrag.md");
    const reporter = { panicOnBuild: jest.fn() };
    const args = { markdownNode: { fileAbsolutePath: file }, markdownAST: remark().parse("![](./a.png)\n\n![Foto](./b.gif)"), reporter };
    await bodyImages(args, { maxWidth: 736 });
    expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
    const [message] = reporter.panicOnBuild.mock.calls[0];
    expect(message).toMatch(
      /^content\/blog\/beitrag\.md has images the build cannot publish:\n {2}- !\[\]\(\.\/a\.png\) has no description/,
    );
    expect(message).toContain("  - ![Foto](./b.gif) is not a JPEG");
    expect(require("gatsby-remark-images")).toHaveBeenLastCalledWith(args, { maxWidth: 736 });

    reporter.panicOnBuild.mockClear();
    await expect(bodyImages({ ...args, markdownAST: remark().parse("Nur Text.") }, {})).resolves.toBe("resized");
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  });

  it("finds nothing to name in the shipped content", () => {
    const contentDir = path.join(root, "content");
    for (const file of loadContent(contentDir).paths) {
      const { content } = matter(readFileSync(path.join(contentDir, file), "utf8"), {});
      expect([file, problemsOf(content, path.dirname(path.join(contentDir, file)))]).toEqual([file, []]);
    }
  });
});
