import path from "path";
import matter from "gray-matter";
import { contentFileOf, contentFilePath, keysUnder } from "../../gatsby/content-model/collections";
import { loadContent } from "../../gatsby/content-model/load-content";
import { defaultLanguage, type Language } from "../../core/languages";

const siteContent = () => loadContent(path.join(__dirname, "..", "..", "content"));

/** A key (`services/webdesign` or `services/webdesign.md`) or a full name (`services/webdesign.en.md`) as a key. */
const keyOf = (relativePath: string) => contentFileOf(relativePath)?.key ?? relativePath.replace(/\.md$/, "");

function recordOf(relativePath: string, language: Language = defaultLanguage) {
  const file = contentFileOf(relativePath) ? relativePath : contentFilePath({ key: keyOf(relativePath), language });
  const record = siteContent().records.get(file);
  if (!record) throw new Error(`content/${file} does not exist`);
  return record;
}

/**
 * The frontmatter of a file in content/, as the build reads it (dates as YYYY-MM-DD): tests read
 * the texts and facts an editor may change from there instead of repeating them. A file is named by
 * its key (`services/webdesign.md`) and read in `language` (German by default): a translation with
 * the facts it shares from the German file, as the build merges them; or by its full name (`x.en.md`).
 */
export const content = <T = Record<string, unknown>>(relativePath: string, language: Language = defaultLanguage) =>
  recordOf(relativePath, language).frontmatter as T;

/** Whether content/ holds the file of a key in a language (a page without it is not built in that language). */
export const hasContent = (relativePath: string, language: Language) =>
  siteContent().records.has(contentFilePath({ key: keyOf(relativePath), language }));

/** The keys of the German files in a folder of content/ (`team`: `team/founder-1`, …): one card each on its page. */
export const keysIn = (folder: string) => keysUnder(siteContent().paths, folder);

/** The Markdown body of a file in content/, one entry per non-empty line. */
export function contentLines(relativePath: string, language: Language = defaultLanguage): string[] {
  return matter(recordOf(relativePath, language).text, {})
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

/** The Webdesign page's texts the specs click or look for: the hero, the cards, the Old/New toggle and the closing call to action. */
const webdesignPage = content<{
  hero: { headline: string; scrollLabel: string };
  cards: { heading: string; items: { name: string }[] };
  toggle: {
    oldLabel: string;
    newLabel: string;
    retro: { title: string };
    modern: { buttonText: string; successStories: { value: string }[] };
  };
  cta: { buttonText: string };
}>("services/webdesign.md");
export const webdesignTexts = {
  headline: webdesignPage.hero.headline,
  scrollLabel: webdesignPage.hero.scrollLabel,
  cardsHeading: webdesignPage.cards.heading,
  firstCard: webdesignPage.cards.items[0].name,
  secondCard: webdesignPage.cards.items[1].name,
  oldLabel: webdesignPage.toggle.oldLabel,
  newLabel: webdesignPage.toggle.newLabel,
  retroTitle: webdesignPage.toggle.retro.title,
  modernButton: webdesignPage.toggle.modern.buttonText,
  modernFigures: webdesignPage.toggle.modern.successStories.map((story) => story.value),
  closingCta: webdesignPage.cta.buttonText,
};
