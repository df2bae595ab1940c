import { articles } from "./support/blog";
import { expect, test } from "./support/test";

// Long German words in an article's table ("Millisekunden") break at a hyphenation point or not at all, wherever the
// column has room (src/views/article-body-css.ts). This browser has no German hyphenation, so any word on two lines
// was cut inside.
test.skip(({ isMobile }) => isMobile, "below the small breakpoint a cell may break a word where the browser cannot hyphenate");

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

test("no article's table cuts a word in two on a desktop or a tablet", async ({ page }) => {
  for (const width of [1280, 600]) {
    await page.setViewportSize({ width, height: 800 });
    for (const article of articles) {
      await page.goto(article.path);
      expect(await page.evaluate(wordsCutInTables), `${article.path} at ${width} px`).toEqual([]);
    }
  }
});
