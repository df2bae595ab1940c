import type { Language } from "../languages";
import { limits } from "./contact-request";

const kilobytes = limits.bodyMaxBytes / 1024;

/**
 * Every text the contact endpoint answers with, in one language: the errors of its JSON answers, the
 * preview's notice, and the field messages of a 422. A form post is answered with a page instead
 * (core/contact/form-post-answer.ts), whose texts are content (content/contact.<language>.md).
 */
const de = {
  methodNotAllowed: "Nur POST ist erlaubt.", // 405
  wrongKeyHeader: "Fehlender oder falscher API-Schlüssel (x-api-key).", // 401: the header, before the body is read
  wrongKeyField: "Fehlender oder falscher API-Schlüssel.", // 401: a form post's key field
  compressed: "Komprimierte Anfragen (Content-Encoding) werden nicht angenommen.", // 415
  unsupportedType: "Die Anfrage muss JSON oder ein Formular in UTF-8 sein.", // 415
  foreignForm: "Formulare werden nur von den Seiten dieser Website angenommen.", // 403: from another site
  tooLarge: `Die Anfrage ist größer als ${kilobytes} KB.`, // 413, declared or counted
  incomplete: "Die Anfrage wurde nicht vollständig übertragen.", // 400
  notJson: "Die Anfrage ist kein gültiges JSON.",
  notAnObject: "Der Inhalt muss ein JSON-Objekt sein.",
  invalidFields: "Die Angaben sind unvollständig oder ungültig.", // 422 with `fields`
  tooMany: "Zu viele Anfragen. Bitte versuchen Sie es später erneut.", // 429
  notStored: "Die Nachricht konnte gerade nicht gespeichert werden. Bitte versuchen Sie es später erneut.", // 503: not in the queue
  notDelivered: "Die Nachricht konnte gerade nicht zugestellt werden. Bitte versuchen Sie es später erneut.", // 502: refused by SMTP
  serverError: "Auf dem Server ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.", // 500
  misconfigured: "Das Kontaktformular ist auf dem Server falsch konfiguriert.", // 500: wrong settings of the function
  // 503 on a preview (DEPLOY_PREVIEW): no one reads its mail, so a visitor must not believe the message arrived.
  preview:
    "Dies ist eine Vorschau der Website: Nachrichten werden hier nicht versendet. Bitte nutzen Sie das Kontaktformular der veröffentlichten Website.",
  // The field messages of a 422 (`fields`), one per broken rule.
  fields: {
    names: { name: "Name", email: "E-Mail", message: "Nachricht" },
    notText: (field: string) => `${field} muss ein Text sein`,
    invalidCharacters: (field: string) => `${field} enthält ungültige Zeichen`,
    missing: (field: string) => `${field} fehlt`,
    tooLong: (field: string, max: number) => `${field} darf höchstens ${max} Zeichen lang sein`,
    controlCharacters: (field: string) => `${field} enthält unzulässige Steuerzeichen`,
    directionMarks: (field: string) => `${field} enthält unzulässige Richtungszeichen`,
    encodedWord: (field: string) => `${field} darf die Zeichenfolge „=?“ nicht enthalten`,
    notAnAddress: "E-Mail ist keine gültige Adresse",
    noConsent: "Die Einwilligung zur Verarbeitung fehlt",
  },
};

export type ContactMessages = typeof de;

/** A field's problem, as the validation finds it; each language words it (`fields`). */
export type FieldProblem = Exclude<keyof ContactMessages["fields"], "names" | "notAnAddress" | "noConsent">;

export const en: ContactMessages = {
  methodNotAllowed: "Only POST is allowed.",
  wrongKeyHeader: "Missing or wrong API key (x-api-key).",
  wrongKeyField: "Missing or wrong API key.",
  compressed: "Compressed requests (Content-Encoding) are not accepted.",
  unsupportedType: "The request must be JSON or a form in UTF-8.",
  foreignForm: "Forms are only accepted from the pages of this website.",
  tooLarge: `The request is larger than ${kilobytes} KB.`,
  incomplete: "The request did not arrive in full.",
  notJson: "The request is not valid JSON.",
  notAnObject: "The content must be a JSON object.",
  invalidFields: "Some details are missing or not valid.",
  tooMany: "Too many requests. Please try again later.",
  notStored: "Your message could not be stored just now. Please try again later.",
  notDelivered: "Your message could not be delivered just now. Please try again later.",
  serverError: "Something went wrong on the server. Please try again later.",
  misconfigured: "The contact form is not configured correctly on the server.",
  preview: "This is a preview of the website: messages are not sent from here. Please use the contact form on the published website.",
  fields: {
    names: { name: "Name", email: "Email", message: "Message" },
    notText: (field) => `${field} must be text`,
    invalidCharacters: (field) => `${field} contains invalid characters`,
    missing: (field) => `${field} is missing`,
    tooLong: (field, max) => `${field} must not be longer than ${max} characters`,
    controlCharacters: (field) => `${field} contains control characters that are not allowed`,
    directionMarks: (field) => `${field} contains direction marks that are not allowed`,
    encodedWord: (field) => `${field} must not contain the sequence “=?”`,
    notAnAddress: "Email is not a valid address",
    noConsent: "Consent to the processing of your details is missing",
  },
};

/** Every language's table; a language declared in core/languages.ts without one fails the type check. */
export const contactMessages: Record<Language, ContactMessages> = { de, en };
