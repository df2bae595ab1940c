import { fetchPage, textOf } from "../support/built-page";
import { notFoundPath, routes, unlistedPages } from "../support/routes";
import { expect, test } from "../support/test";

const pages = [...[...routes, ...unlistedPages].map((route) => route.path), notFoundPath];

// A screen reader lists a page's headings as its outline: one h1, the page's title, and below it no level skipped
// (WCAG 1.3.1). A Markdown body may hold any level (#### is one keystroke away), so every built page is checked.
test("every page's headings form an outline: one h1, and no level skipped below it", async ({ request }) => {
  const problems: string[] = [];
  for (const path of pages) {
    const headings = (await fetchPage(request, path)).document.querySelectorAll("h1, h2, h3, h4, h5, h6");
    const levels = headings.map((heading) => Number(heading.tagName[1]));
    if (levels.filter((level) => level === 1).length !== 1) problems.push(`${path}: ${levels.filter((l) => l === 1).length} h1`);
    levels.forEach((level, index) => {
      const above = index === 0 ? 1 : levels[index - 1];
      if (level > above + 1) problems.push(`${path}: h${level} „${textOf(headings[index])}“ follows h${above}`);
    });
  }
  expect(problems).toEqual([]);
  expect(pages.length).toBeGreaterThan(20);
});
