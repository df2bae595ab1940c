/**
 * What a preview of the site (the setting DEPLOY_PREVIEW) answers instead of sending: no one
 * reads a preview's mail, so a visitor must not believe the message arrived. The endpoint sends
 * it as its error, the dialog shows it; the contact page's problem page has its own text
 * (content/contact.de.md, anchor `vorschau`).
 *
 * A module of its own: contact-request.ts is in the bundle of every page (the contact page's
 * address), this sentence only where a request is sent or answered.
 */
export const PREVIEW_NOTICE =
  "Dies ist eine Vorschau der Website: Nachrichten werden hier nicht versendet. Bitte nutzen Sie das Kontaktformular der veröffentlichten Website.";
