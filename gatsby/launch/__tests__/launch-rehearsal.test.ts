/** @jest-environment node */
// The launch rehearsal in its fast form, without a build (the full one: npm run test:launch-rehearsal): content/ filled
// for each copy of gatsby/launch/test-support/launch-rehearsal.ts as the editor would; then the launch check must find nothing, the
// build must accept every file, and the privacy policy and the Impressum, assembled from the filled content by the
// build's own code, must read as the copy declares. So a text an editor may write cannot block the launch unnoticed.
import { cpSync, mkdtempSync, readFileSync, rmSync } from "fs";
import { createRequire } from "module";
import os from "os";
import path from "path";
import matter from "gray-matter";
import { launchReport } from "../launch-report";
import { formatFindings } from "../launch-finding";
import { fillCopy, misreadings, readings, textOf, variants } from "../test-support/launch-rehearsal";
import { assemblePrivacyPolicy } from "../../../core/legal/privacy-policy";
import type { Language } from "../../../core/languages";
import { fillCompanyTokens, type CompanyFacts } from "../../content-model/fill-company-tokens";
import { loadContent } from "../../content-model/load-content";
import { contentFileOf, contentFilePath } from "../../content-model/collections";
import { routeOf, siteRoutes } from "../../i18n/site-routes";

// Markdown to HTML with gatsby-transformer-remark's own packages and options (GFM, inline footnotes, raw HTML kept).
// The site's remark plugins add heading ids and handle images and scripts: nothing the words of a legal text depend on.
const transformer = createRequire(require.resolve("gatsby-transformer-remark/package.json"));
const remark = transformer("remark")().use(transformer("remark-gfm")).use(transformer("remark-footnotes"), { inlineNotes: true });
const toHast = transformer("mdast-util-to-hast");
const toHtml = transformer("hast-util-to-html");
const markdownHtml = (markdown: string): string =>
  toHtml(toHast(remark.parse(markdown), { allowDangerousHtml: true }), { allowDangerousHtml: true });

const root = path.join(__dirname, "..", "..", "..");

/** A legal page of a filled content/ as the build makes it (gatsby-node.ts's tokens, src/templates/legal-page.tsx's policy), as text. */
function legalPageText(contentDir: string, page: string, env: Record<string, string>): string {
  const route = routeOf(siteRoutes(loadContent(contentDir), "production"), `/${page}/`);
  const language = Object.entries(route?.alternates ?? {}).find(([, address]) => address === `/${page}/`)?.[0] as Language;
  if (!route || !language) throw new Error(`no content file makes /${page}/`);
  const frontmatter = (file: string) => loadContent(contentDir).records.get(file)!.frontmatter as Record<string, unknown>;
  const company = frontmatter(contentFilePath({ key: "company", language })) as unknown as CompanyFacts & {
    processing: Record<string, boolean>;
  };
  const html = (file: string) =>
    fillCompanyTokens(markdownHtml(matter(readFileSync(path.join(contentDir, file), "utf8")).content), company, language);
  const file = contentFilePath({ key: route.key, language });
  let body = html(file);
  if (route.key === "legal/datenschutz") {
    // The language's section files of a folder, by the name a slot gives them.
    const sectionsIn = (folder: string) =>
      loadContent(contentDir).paths.flatMap((name) => {
        const own = contentFileOf(name);
        return own?.language === language && path.posix.dirname(own.key) === folder
          ? [{ name: path.posix.basename(own.key), file: name }]
          : [];
      });
    body = assemblePrivacyPolicy(
      { html: body, headings: [] },
      sectionsIn("legal/privacy").map(({ name, file: section }) => ({
        name,
        purpose: frontmatter(section).purpose as string | undefined,
        html: html(section),
        headings: [],
      })),
      sectionsIn("legal/privacy/social").map(({ file: section }) => ({
        network: frontmatter(section).network as string,
        html: html(section),
      })),
      {
        processing: Object.keys(company.processing).filter((name) => company.processing[name] === true),
        // As core/settings/public-settings.ts reads it at build time.
        consentTool: Boolean(env.GATSBY_CONSENT_SCRIPT_URL?.trim()),
        networks: (company.social ?? []).map((profile) => profile.name),
      },
      (key) => `content/${key}.${language}.md`,
    ).html;
  }
  return textOf(`${frontmatter(file).title as string} ${body}`);
}

describe.each(variants.map((variant) => [variant.name, variant] as const))("the launch rehearsal without a build: %s", (_name, variant) => {
  let copy: string;
  let contentDir: string;
  beforeAll(async () => {
    copy = mkdtempSync(path.join(os.tmpdir(), "launch-rehearsal-"));
    contentDir = path.join(copy, "content");
    cpSync(path.join(root, "content"), contentDir, { recursive: true });
    await fillCopy(copy, variant);
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it("leaves the launch check nothing to name", async () => {
    expect(formatFindings(await launchReport(copy, variant.env))).toBe("");
  });

  it("leaves every file as the build takes it (gatsby-node.ts): its frontmatter readable and its content type's", () => {
    const problems = [...loadContent(contentDir).records.values()].flatMap(({ path: file, type, yamlProblem, problems }) =>
      [...(type ? [] : ["no content type"]), ...(yamlProblem ? [yamlProblem] : problems)].map((what) => `content/${file}: ${what}`),
    );
    expect(problems).toEqual([]);
  });

  it("makes the privacy policy in each language and the Impressum read as the copy declares", () => {
    const pages = Object.entries(readings(copy, variant));
    expect(pages.map(([page]) => page)).toEqual(expect.arrayContaining(["datenschutz", "en/privacy", "impressum"]));
    expect(pages.flatMap(([page, reading]) => misreadings(page, legalPageText(contentDir, page, variant.env), reading))).toEqual([]);
  });
});
