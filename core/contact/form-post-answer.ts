import { defaultLanguage, type Language } from "../languages";
import type { ContactHttpResponse } from "./contact-http";
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

function problemOf({ status, body }: ContactHttpResponse): Problem {
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

/** A form post's answer: `303 See Other` to the thank-you page or the problem's anchor; Back returns to the filled form. */
export function asFormAnswer(answer: ContactHttpResponse, language: Language = defaultLanguage): ContactHttpResponse {
  const pages = formPages[language];
  const location = answer.status < 300 ? pages.thanks : `${pages.problem}#${formProblems[language][problemOf(answer)]}`;
  const headers: Record<string, string> = { ...answer.headers, Location: location };
  delete headers["Retry-After"];
  return { status: 303, headers, body: answer.body, ...(answer.accepted && { accepted: answer.accepted }) };
}
