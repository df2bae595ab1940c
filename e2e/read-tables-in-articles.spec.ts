import { readFileSync } from "fs";
import path from "path";
import { articles } from "./support/blog";
import { expect, test } from "./support/test";

// Long German words in an article's table ("Millisekunden") break at a hyphenation point or not at all, wherever the
// column has room (src/views/article-body-css.ts). This browser has no German hyphenation, so any word on two lines
// was cut inside. Below the small breakpoint a cell may break a word where the browser cannot hyphenate, so this runs
// on the desktop project only (playwright.config.ts), on one article with a table: the rule is the template's.

/** The first article whose Markdown has a table (a row of dashes under its header row). */
const withTable = articles.find((article) =>
  /^\|?\s*:?-{3,}:?\s*\|/m.test(readFileSync(path.join(__dirname, "..", "content", `${article.key}.de.md`), "utf8")),
);

/** The words in the page's article tables that run over two lines. */
function wordsCutInTables(): string[] {
  const cut: string[] = [];
  for (const cell of document.querySelectorAll("article td, article th")) {
    const texts = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      for (const word of text.textContent!.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, word.index!);
        range.setEnd(text, word.index! + word[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) cut.push(word[0]);
      }
    }
  }
  return cut;
}

test("an article's table cuts no word in two on a desktop or a tablet", async ({ page }) => {
  test.skip(!withTable, "no article has a table (content/blog/)");
  for (const width of [1280, 600]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(withTable!.path);
    expect(await page.locator("article td").count()).toBeGreaterThan(0);
    expect(await page.evaluate(wordsCutInTables), `${withTable!.path} at ${width} px`).toEqual([]);
  }
});
