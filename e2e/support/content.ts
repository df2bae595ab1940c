import { readFileSync } from "fs";
import path from "path";
import matter from "gray-matter";
import { frontmatterOf } from "../../build/content-model/read-frontmatter";

/**
 * The frontmatter of a file in content/, as the build reads it (dates as YYYY-MM-DD): tests read
 * the texts and facts an editor may change from there instead of repeating them.
 */
export function content<T = Record<string, unknown>>(relativePath: string): T {
  return frontmatterOf(read(relativePath)) as T;
}

/** The Markdown body of a file in content/, one entry per non-empty line. */
export function contentLines(relativePath: string): string[] {
  return matter(read(relativePath))
    .content.split("\n")
    .filter((line) => line.trim() !== "");
}

/** Text as a reader sees it: without Markdown's emphasis and link brackets, whitespace collapsed. */
export const plainText = (text: string) =>
  text
    .replace(/[*_[\]]/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** The contact form's texts (content/contact.de.md): the specs find the dialog, its fields and its button by them. */
export const contactForm = content<{ title: string; nameLabel: string; emailLabel: string; messageLabel: string; submitLabel: string }>(
  "contact.md",
);

/** The Webdesign page's texts the specs click: the first card, the modern mock-up's button and the closing call to action. */
const webdesignPage = content<{
  cards: { items: { name: string }[] };
  toggle: { modern: { buttonText: string } };
  cta: { buttonText: string };
}>("services/webdesign.md");
export const webdesignTexts = {
  firstCard: webdesignPage.cards.items[0].name,
  modernButton: webdesignPage.toggle.modern.buttonText,
  closingCta: webdesignPage.cta.buttonText,
};

/** A file named without its language (`contact.md`) is the default language's (`contact.de.md`). */
function read(relativePath: string): string {
  const file = /\.[a-z]{2}\.md$/.test(relativePath) ? relativePath : relativePath.replace(/\.md$/, ".de.md");
  return readFileSync(path.join(__dirname, "..", "..", "content", file), "utf8");
}
