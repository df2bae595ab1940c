/**
 * Interface labels fixed by the specification; everything an editor writes lives in content/. The few English labels
 * are objects, which the type check keeps out of JSX but through `LabelText`: it renders them inside `lang="en"`, so a
 * screen reader pronounces them in English (WCAG 3.1.2) on the German pages.
 */
export type Label = string | { readonly text: string; readonly lang: "en" };

// Typed as a Label, so another language's table may give the same key as plain text.
const english = (text: string): Label => ({ text, lang: "en" });

/** The words of a label, for places that take plain text. */
export const labelText = (label: Label): string => (typeof label === "string" ? label : label.text);

export const labels = {
  backToHome: english("Back to Home"),
  backToStart: "Zurück zur Startseite",
  moreInfo: english("More Info"),
  goToProject: english("Go to project page"),
  languageSwitch: "Sprache",
  closeDialog: "Schließen",
  skipToContent: "Zum Inhalt springen",
  homeLink: "Zur Startseite",
  footerNav: "Projekte, Blog, Kontakt und Rechtliches",
  projects: "Projekte",
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
  /** A quotation in the page's language: German quotation marks. */
  quoted: (text: string) => `„${text}“`,
  sending: "Wird gesendet …",
  sendSuccess: "Vielen Dank für Ihre Nachricht! Wir melden uns in Kürze bei Ihnen.",
  sendError: "Es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.",
  /** The pause controls of moving content (WCAG 2.2.2). */
  pauseAnimation: { pause: "Animation anhalten", resume: "Animation fortsetzen" },
  pauseMarquee: { pause: "Laufschrift anhalten", resume: "Laufschrift fortsetzen" },
  pauseTypewriter: { pause: "Schreibanimation anhalten", resume: "Schreibanimation fortsetzen" },
};

/** The shape every language's table has: the German table's keys, each with a text of its own. */
export type Labels = typeof labels;
