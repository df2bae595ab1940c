/** @jest-environment node */
import path from "path";
import type { PluginRef } from "gatsby";
import matter from "gray-matter";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import os from "os";
import remark from "remark";
import config from "../../gatsby-config";
import { loadContent } from "../../gatsby/content-model/load-content";

const root = path.join(__dirname, "..", "..");
const plugin = require(path.join(root, "plugins", "gatsby-remark-no-scripts")) as ((args: unknown) => unknown) & {
  activeContentProblems: (ast: unknown) => string[];
};
const problemsOf = (markdown: string) => plugin.activeContentProblems(remark().parse(markdown));
const resolveOf = (ref: PluginRef) => (typeof ref === "string" ? ref : ref.resolve);

describe("a Markdown body", () => {
  it("may hold Markdown, HTML comments and HTML that neither runs nor loads", () => {
    expect(problemsOf("Text mit [Link](/kontakt/) und [extern](https://example.org).\n\n<!-- processing: statistics -->\n")).toEqual([]);
    expect(problemsOf('Eine <abbr title="Barrierefreiheitsstärkungsgesetz">BFSG</abbr>-Frage.<br>\n')).toEqual([]);
  });

  it.each([
    ["a script", '<script>fetch("/x?c=" + document.cookie)</script>'],
    ["a script split over lines", "<script\n  src=/x.js>\n</script>"],
    ["a style element", "<style>body { display: none }</style>"],
    ["a frame", '<iframe src="https://example.org"></iframe>'],
    ["an event handler", '<p onclick="alert(1)">Text</p>'],
    ["a javascript: address in HTML", '<a href="javascript:alert(1)">Text</a>'],
    ["a form", '<form action="https://example.org"><button>Senden</button></form>'],
    ["an SVG, which may carry scripts", "<svg><script>alert(1)</script></svg>"],
  ])("may not hold %s", (_what, html) => {
    // Inline HTML is one node per tag: each one that runs or loads is named.
    const problems = problemsOf(`Vorher\n\n${html}\n\nNachher\n`);
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem).toMatch(/^line 3: HTML that would run or load on the page/);
  });

  it("may not link to a javascript:, vbscript: or data: address, inline or as a reference", () => {
    expect(problemsOf("[Klick](javascript:alert(1))\n\n[Daten][d]\n\n[d]: data:text/html,<script>alert(1)</script>\n")).toEqual([
      expect.stringMatching(/^line 1: a link to javascript:alert\(1\)/),
      expect.stringMatching(/^line 5: a link to data:text\/html/),
    ]);
  });

  it("stops the build naming the file, and every body in content/ passes", () => {
    const panicOnBuild = jest.fn();
    // The line in the file, below its frontmatter: gatsby-transformer-remark hands on the body alone.
    const dir = mkdtempSync(path.join(os.tmpdir(), "no-scripts-"));
    const fileAbsolutePath = path.join(dir, "x.de.md");
    writeFileSync(fileAbsolutePath, "---\ntitle: X\n---\nText\n\n<script>alert(1)</script>\n");
    const { content: body } = matter(readFileSync(fileAbsolutePath, "utf8"));
    try {
      plugin({ markdownAST: remark().parse(body), markdownNode: { fileAbsolutePath, rawMarkdownBody: body }, reporter: { panicOnBuild } });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(panicOnBuild).toHaveBeenCalledWith(expect.stringMatching(/x\.de\.md holds what the site must not run:\n {2}- line 6: /));
    const contentDir = path.join(root, "content");
    const found = loadContent(contentDir).paths.flatMap((file) =>
      problemsOf(matter(readFileSync(path.join(contentDir, file), "utf8")).content).map((problem) => `${file}: ${problem}`),
    );
    expect(found).toEqual([]);
  });

  it("is checked first among gatsby-transformer-remark's plugins", () => {
    const remarkPlugins = (
      config.plugins!.find((ref) => resolveOf(ref) === "gatsby-transformer-remark") as { options: { plugins: PluginRef[] } }
    ).options.plugins;
    expect(resolveOf(remarkPlugins[0])).toBe("gatsby-remark-no-scripts");
  });
});
