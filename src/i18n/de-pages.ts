import { formatDate } from "../views/format-date";

/** The words only the built pages use, kept out of src/i18n/de.ts, which every island that names a control loads. */
export const pageLabels = {
  /** The printout's line in the footer: the page's address, and the day of its version where it has no date of its own. */
  onlineAt: "Online unter",
  versionOf: "Fassung vom",
  standDate: "Stand",
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
  shareImageAlt: (title: string, siteName: string) => `Vorschaubild mit dem Titel „${title}“ und dem Namen der Agentur, ${siteName}`,
  formatDate: (isoDate: string) => formatDate(isoDate, "de"),
  draft: "Entwurf",
  noArticles: "Noch keine Beiträge.",
  /** The blog's addresses below /blog/: a topic's list and a list's further pages. */
  blogTopicSegment: "thema",
  blogPageSegment: "seite",
  /** The blog's topics (the content model's enum BlogTopic) as the pages name them. */
  topicNames: {
    webdesign: "Webdesign & Entwicklung",
    ai: "KI & Automatisierung",
    digital_marketing: "Digitales Marketing",
    social_media: "Social-Media-Marketing",
    barrierefreiheit: "Barrierefreiheit",
    ladezeit: "Ladezeit & Performance",
    recht: "Recht",
  } as Record<string, string>,
};

/** The shape every language's page words have: the German keys, each with a text of its own. */
export type PageLabels = typeof pageLabels;
