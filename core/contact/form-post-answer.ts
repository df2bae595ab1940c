import { defaultLanguage, type Language } from "../languages";
import { CONTACT_PAGES } from "./contact-request";

/** The pages a form post lands on (texts in content/); fixed addresses the build checks the content's pages against. */
export const formPages: Record<Language, { thanks: string; problem: string }> = {
  de: { thanks: `${CONTACT_PAGES.de}danke/`, problem: `${CONTACT_PAGES.de}fehler/` },
  en: { thanks: `${CONTACT_PAGES.en}thanks/`, problem: `${CONTACT_PAGES.en}error/` },
};

type Problem =
  "name" | "email" | "message" | "agreed_to_agbs" | "tooMany" | "tooLong" | "notDelivered" | "invalid" | "serverError" | "preview";

/** Why a form post was not sent, as its anchor on the problem page (content/contact.de.md's `problems`). */
export const formProblems: Record<Language, Record<Problem, string>> = {
  de: {
    name: "name",
    email: "e-mail",
    message: "nachricht",
    agreed_to_agbs: "einwilligung",
    tooMany: "zu-viele-anfragen",
    tooLong: "zu-lang",
    notDelivered: "nicht-zugestellt",
    invalid: "ungueltig",
    serverError: "serverfehler",
    preview: "vorschau",
  },
  en: {
    name: "name",
    email: "email",
    message: "message",
    agreed_to_agbs: "consent",
    tooMany: "too-many-requests",
    tooLong: "too-long",
    notDelivered: "not-delivered",
    invalid: "invalid",
    serverError: "server-error",
    preview: "preview",
  },
};

const FIELDS = ["name", "email", "message", "agreed_to_agbs"] as const;

/** What the endpoint answers: `preview`, the site is a preview and sends nothing (the dialog then shows its `error`). */
export type ContactAnswer = { ok: true } | { error: string; fields?: Record<string, string>; preview?: true };

function problemOf(status: number, body: ContactAnswer): Problem {
  if (status === 422 && "fields" in body && body.fields) {
    const field = FIELDS.find((name) => name in body.fields!);
    if (field) return field;
  }
  if ("preview" in body && body.preview) return "preview";
  if (status === 429) return "tooMany";
  if (status === 413) return "tooLong";
  if (status === 502) return "notDelivered";
  if (status >= 500) return "serverError";
  return "invalid";
}

/** Where a form post's answer leads (`303 See Other`): the thank-you page, or the problem's anchor on the problem page. */
export function formAnswerLocation(status: number, body: ContactAnswer, language: Language = defaultLanguage): string {
  const pages = formPages[language];
  return status < 300 ? pages.thanks : `${pages.problem}#${formProblems[language][problemOf(status, body)]}`;
}
