import { formatGermanDate } from "../views/format-date";

/**
 * The words only the built pages use, never an island: the blog's, dates, the share image's description. They are
 * kept out of src/i18n/de.ts, whose labels every island that names a control loads in the browser.
 */
export const pageLabels = {
  standDate: "Stand",
  /** The blog's pages (templates/blog-*.tsx and their views). */
  blogPage: "Seite",
  pageOf: (page: number, count: number) => `Seite ${page} von ${count}`,
  blogPagination: "Weitere Beiträge",
  newerArticles: "Neuere Beiträge",
  olderArticles: "Ältere Beiträge",
  backToBlog: "Alle Beiträge",
  topicHeading: "Thema",
  topicsOfArticle: "Themen",
  publishedOn: "Veröffentlicht am",
  updatedOn: "Überarbeitet am",
  readingTime: (minutes: number) => `Lesezeit: ${minutes} ${minutes === 1 ? "Minute" : "Minuten"}`,
  byAuthor: "Von",
  /** The share image's text alternative: what build/post-build/share-image.ts draws. */
  shareImageAlt: (title: string, siteName: string) => `Vorschaubild mit dem Titel „${title}“ und dem Namen der Agentur, ${siteName}`,
  /** A day as the pages write it: "2024-10-18" → "18. Oktober 2024". */
  formatDate: formatGermanDate as (isoDate: string) => string,
  draft: "Entwurf",
  noArticles: "Noch keine Beiträge.",
  /** The blog's addresses below /blog/: a topic's list and a list's further pages. */
  blogTopicSegment: "thema",
  blogPageSegment: "seite",
  /** The blog's topics (the content model's enum BlogTopic) as the pages name them. */
  topicNames: {
    webdesign: "Webdesign & Entwicklung",
    ai: "AI & Automatisierung",
    digital_marketing: "Digitales Marketing",
    social_media: "Social Media Marketing",
    barrierefreiheit: "Barrierefreiheit",
    ladezeit: "Ladezeit & Performance",
    recht: "Recht",
  } as Record<string, string>,
};

/** The shape every language's page words have: the German keys, each with a text of its own. */
export type PageLabels = typeof pageLabels;
