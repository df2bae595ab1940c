import type { Language } from "../languages";
import { limits } from "./contact-request";

/** A field of the request the answers name, as its own table calls it. */
type NamedField = "name" | "email" | "message";

/**
 * Every text the contact endpoint answers with, in one language: the errors of its JSON answers, the
 * preview's notice, and the field messages of a 422. A form post is answered with a page instead
 * (core/contact/form-post-answer.ts), whose texts are content (content/contact.md).
 */
export interface ContactMessages {
  /** 405: another method than POST. */
  methodNotAllowed: string;
  /** 401 before the body is read: the JSON request's `x-api-key` header is missing or wrong. */
  wrongKeyHeader: string;
  /** 401 once the body is read: the form post's key field is missing or wrong. */
  wrongKeyField: string;
  /** 415: a compressed body. */
  compressed: string;
  /** 415: neither JSON nor a form, or not in UTF-8. */
  unsupportedType: string;
  /** 403: a form post from another site. */
  foreignForm: string;
  /** 413, whether declared or counted as the body arrives. */
  tooLarge: string;
  /** 400: the body. */
  incomplete: string;
  notUtf8: string;
  fieldTwice: string;
  notJson: string;
  notAnObject: string;
  tooDeep: string;
  /** 422 with `fields`. */
  invalidFields: string;
  /** 429. */
  tooMany: string;
  /** 503: the queue could not store the request. */
  notStored: string;
  /** 502: the mail server refused it. */
  notDelivered: string;
  /** 500. */
  serverError: string;
  /** 500: the contact function's settings are wrong. */
  misconfigured: string;
  /**
   * 503 on a preview of the site (the setting DEPLOY_PREVIEW): no one reads a preview's mail, so a
   * visitor must not believe the message arrived. The dialog shows it as the endpoint sends it.
   */
  preview: string;
  /** The field messages of a 422 (`fields`), one per broken rule. */
  fields: {
    /** How the messages call each field. */
    names: Record<NamedField, string>;
    notText: (field: string) => string;
    invalidCharacters: (field: string) => string;
    missing: (field: string) => string;
    tooLong: (field: string, max: number) => string;
    controlCharacters: (field: string) => string;
    directionMarks: (field: string) => string;
    encodedWord: (field: string) => string;
    notAnAddress: string;
    noConsent: string;
  };
}

/** A field's problem, as the validation finds it; each language words it (`fields` above). */
export type FieldProblem = Exclude<keyof ContactMessages["fields"], "names" | "notAnAddress" | "noConsent">;

const kilobytes = limits.bodyMaxBytes / 1024;

export const de: ContactMessages = {
  methodNotAllowed: "Nur POST ist erlaubt.",
  wrongKeyHeader: "Fehlender oder falscher API-Schlüssel (x-api-key).",
  wrongKeyField: "Fehlender oder falscher API-Schlüssel.",
  compressed: "Komprimierte Anfragen (Content-Encoding) werden nicht angenommen.",
  unsupportedType: "Die Anfrage muss JSON oder ein Formular in UTF-8 sein.",
  foreignForm: "Formulare werden nur von den Seiten dieser Website angenommen.",
  tooLarge: `Die Anfrage ist größer als ${kilobytes} KB.`,
  incomplete: "Die Anfrage wurde nicht vollständig übertragen.",
  notUtf8: "Die Anfrage ist kein gültiges UTF-8.",
  fieldTwice: "Ein Feld kam mehrfach vor.",
  notJson: "Die Anfrage ist kein gültiges JSON.",
  notAnObject: "Der Inhalt muss ein JSON-Objekt sein.",
  tooDeep: "Die Anfrage ist zu tief verschachtelt.",
  invalidFields: "Die Angaben sind unvollständig oder ungültig.",
  tooMany: "Zu viele Anfragen. Bitte versuchen Sie es später erneut.",
  notStored: "Die Nachricht konnte gerade nicht gespeichert werden. Bitte versuchen Sie es später erneut.",
  notDelivered: "Die Nachricht konnte gerade nicht zugestellt werden. Bitte versuchen Sie es später erneut.",
  serverError: "Auf dem Server ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.",
  misconfigured: "Das Kontaktformular ist auf dem Server falsch konfiguriert.",
  preview:
    "Dies ist eine Vorschau der Website: Nachrichten werden hier nicht versendet. Bitte nutzen Sie das Kontaktformular der veröffentlichten Website.",
  fields: {
    names: { name: "Name", email: "E-Mail", message: "Nachricht" },
    notText: (field) => `${field} muss ein Text sein`,
    invalidCharacters: (field) => `${field} enthält ungültige Zeichen`,
    missing: (field) => `${field} fehlt`,
    tooLong: (field, max) => `${field} darf höchstens ${max} Zeichen lang sein`,
    controlCharacters: (field) => `${field} enthält unzulässige Steuerzeichen`,
    directionMarks: (field) => `${field} enthält unzulässige Richtungszeichen`,
    encodedWord: (field) => `${field} darf die Zeichenfolge „=?“ nicht enthalten`,
    notAnAddress: "E-Mail ist keine gültige Adresse",
    noConsent: "Die Einwilligung zur Verarbeitung fehlt",
  },
};

export const en: ContactMessages = {
  methodNotAllowed: "Only POST is allowed.",
  wrongKeyHeader: "Missing or wrong API key (x-api-key).",
  wrongKeyField: "Missing or wrong API key.",
  compressed: "Compressed requests (Content-Encoding) are not accepted.",
  unsupportedType: "The request must be JSON or a form in UTF-8.",
  foreignForm: "Forms are only accepted from the pages of this website.",
  tooLarge: `The request is larger than ${kilobytes} KB.`,
  incomplete: "The request did not arrive in full.",
  notUtf8: "The request is not valid UTF-8.",
  fieldTwice: "A field was sent more than once.",
  notJson: "The request is not valid JSON.",
  notAnObject: "The content must be a JSON object.",
  tooDeep: "The request is nested too deeply.",
  invalidFields: "Some details are missing or not valid.",
  tooMany: "Too many requests. Please try again later.",
  notStored: "Your message could not be stored just now. Please try again later.",
  notDelivered: "Your message could not be delivered just now. Please try again later.",
  serverError: "Something went wrong on the server. Please try again later.",
  misconfigured: "The contact form is not configured correctly on the server.",
  preview: "This is a preview of the website: messages are not sent from here. Please use the contact form on the published website.",
  fields: {
    names: { name: "Name", email: "E-mail", message: "Message" },
    notText: (field) => `${field} must be text`,
    invalidCharacters: (field) => `${field} contains invalid characters`,
    missing: (field) => `${field} is missing`,
    tooLong: (field, max) => `${field} must not be longer than ${max} characters`,
    controlCharacters: (field) => `${field} contains control characters that are not allowed`,
    directionMarks: (field) => `${field} contains direction marks that are not allowed`,
    encodedWord: (field) => `${field} must not contain the sequence "=?"`,
    notAnAddress: "E-mail is not a valid address",
    noConsent: "Consent to the processing of your details is missing",
  },
};

/** Every language's table; a language declared in core/languages.ts without one fails the type check. */
export const contactMessages: Record<Language, ContactMessages> = { de, en };
