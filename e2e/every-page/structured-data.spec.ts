import { structuredDataTest, type StructuredDataResult } from "structured-data-testing-tool";
import { Facebook, Google, Twitter } from "structured-data-testing-tool/presets";
import { languages } from "../../core/languages";
import { articlesIn } from "../support/blog";
import { routes } from "../support/routes";
import { expect, test } from "../support/test";

/**
 * The check the field runs on shared links and search results: structured-data-testing-tool with its Google, Twitter
 * and Facebook presets, over every built page as the server sends it. Google's preset tests each schema.org type it
 * knows that a page carries (an article's BlogPosting: author, dates, headline, image, publisher with its logo);
 * an article must carry its BlogPosting, so that preset cannot be skipped by its absence.
 */
const articlePaths = new Set(languages.flatMap(({ code }) => articlesIn(code)).map((article) => article.path));

/** The validator's result, whether every test passed (it resolves) or one failed (it rejects with the result). */
async function validate(html: Buffer, schemas: string[]): Promise<StructuredDataResult> {
  try {
    return await structuredDataTest(html, { presets: [Google, Twitter, Facebook], schemas });
  } catch (error) {
    const failure = error as { type?: string; res?: StructuredDataResult };
    if (failure.type === "VALIDATION_FAILED" && failure.res) return failure.res;
    throw error;
  }
}

test("every page passes structured-data-testing-tool's Google, Twitter and Facebook presets, and the logo it names is served", async ({
  request,
}) => {
  const failures: string[] = [];
  const logos = new Set<string>();
  for (const route of routes) {
    const response = await request.get(route.path);
    expect(response.status(), route.path).toBe(200);
    const result = await validate(await response.body(), articlePaths.has(route.path) ? ["jsonld:BlogPosting"] : []);
    for (const failed of result.failed) {
      const where = failed.groups?.join(" › ") ?? failed.group;
      failures.push(`${route.path}: ${where} › ${failed.description ?? failed.test} (${failed.error?.message ?? "failed"})`);
    }
    for (const item of Object.values(result.structuredData.jsonld).flat()) {
      const logo = item.logo?.url ?? item.publisher?.logo?.url;
      if (logo) logos.add(logo);
    }
    // Every article was tested against its BlogPosting, not only against the meta tags.
    if (articlePaths.has(route.path))
      expect(
        result.passed.map((passed) => passed.group),
        route.path,
      ).toContain("BlogPosting");
  }
  expect(failures).toEqual([]);
  // The validator reads the logo's address, not the file: Google takes a logo it can fetch, at least 112×112 pixels.
  expect(logos.size).toBeGreaterThan(0);
  for (const url of logos) {
    const logo = await request.get(new URL(url).pathname);
    expect(logo.headers()["content-type"], url).toBe("image/png");
    const png = await logo.body();
    expect(Math.min(png.readUInt32BE(16), png.readUInt32BE(20)), url).toBeGreaterThanOrEqual(112);
  }
});
