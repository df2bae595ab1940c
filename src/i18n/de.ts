import { formatGermanDate } from "../views/format-date";

/**
 * Interface labels fixed by the specification; everything an editor writes lives in content/. The few English
 * labels are objects made by `english(…)`, which the type check keeps out of JSX but through `LabelText`
 * (components/ui/LabelText.tsx): it renders them inside `lang="en"`, so a screen reader pronounces them in English
 * (WCAG 3.1.2) on the German pages.
 */
export interface ForeignLabel {
  readonly text: string;
  readonly lang: "en";
}

/** A label shown as it is (German), or one in another language. */
export type Label = string | ForeignLabel;

// Typed as a Label, so another language's table may give the same key as plain text.
const english = (text: string): Label => ({ text, lang: "en" });

/** The words of a label, for places that take plain text (tests, attributes in German context). */
export const labelText = (label: Label): string => (typeof label === "string" ? label : label.text);

/**
 * The `lang` attribute of an element whose whole name is `label` (a link or button that
 * says only that): the control itself then declares the language of its name.
 */
export const labelLang = (label: Label): { lang?: "en" } => (typeof label === "string" ? {} : { lang: label.lang });

export const labels = {
  backToHome: english("Back to Home"),
  backToStart: "Zurück zur Startseite",
  moreInfo: english("More Info"),
  goToProject: english("Go to project page"),
  languageSwitch: "Sprache",
  closeDialog: "Schließen",
  skipToContent: "Zum Inhalt springen",
  homeLink: "Zur Startseite",
  footerNav: "Blog, Kontakt und Rechtliches",
  blog: "Blog",
  kontakt: "Kontakt",
  impressum: "Impressum",
  datenschutz: "Datenschutz",
  barrierefreiheit: "Barrierefreiheit",
  /** The anchor of the privacy policy's section on cookies (its heading), where the footer's cookie link leads. */
  cookieSection: "einsatz-von-cookies",
  consentSettings: "Cookie-Einstellungen",
  linkedin: "LinkedIn",
  website: "Website",
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
  sending: "Wird gesendet …",
  sendSuccess: "Vielen Dank für Ihre Nachricht! Wir melden uns in Kürze bei Ihnen.",
  sendError: "Es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.",
  /** The pause controls of moving content (WCAG 2.2.2); each names what it stops. */
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
  pauseAnimation: { pause: "Animation anhalten", resume: "Animation fortsetzen" },
  pauseMarquee: { pause: "Laufschrift anhalten", resume: "Laufschrift fortsetzen" },
  pauseTypewriter: { pause: "Schreibanimation anhalten", resume: "Schreibanimation fortsetzen" },
};

/** The shape every language's table has: the German table's keys, each with a text of its own. */
export type Labels = typeof labels;
