import type { ContactHttpResponse } from "./contact-http";
import { CONTACT_PAGE } from "./contact-request";

/** The pages a form post from the contact page lands on (texts in content/pages/ and content/contact.de.md). */
export const FORM_PAGES = { thanks: `${CONTACT_PAGE}danke/`, problem: `${CONTACT_PAGE}fehler/` } as const;

/** Why a form post was not sent, as the anchor on the problem page that explains it. */
export const FORM_PROBLEMS = {
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
} as const;

const FIELDS = ["name", "email", "message", "agreed_to_agbs"] as const;

function problemOf({ status, body }: ContactHttpResponse): string {
  if (status === 422 && "fields" in body && body.fields) {
    const field = FIELDS.find((name) => name in body.fields!);
    if (field) return FORM_PROBLEMS[field];
  }
  if ("preview" in body && body.preview) return FORM_PROBLEMS.preview;
  if (status === 429) return FORM_PROBLEMS.tooMany;
  if (status === 413) return FORM_PROBLEMS.tooLong;
  if (status === 502) return FORM_PROBLEMS.notDelivered;
  if (status >= 500) return FORM_PROBLEMS.serverError;
  return FORM_PROBLEMS.invalid;
}

/**
 * A form post's answer: `303 See Other` to the thank-you page, or to the problem page's
 * anchor naming what went wrong. The browser shows a page either way, and its Back button
 * returns to the form with the values the visitor typed. The JSON body stays for scripts.
 */
export function asFormAnswer(answer: ContactHttpResponse): ContactHttpResponse {
  const location = answer.status < 300 ? FORM_PAGES.thanks : `${FORM_PAGES.problem}#${problemOf(answer)}`;
  const headers: Record<string, string> = { ...answer.headers, Location: location };
  delete headers["Retry-After"];
  return { status: 303, headers, body: answer.body, ...(answer.accepted && { accepted: answer.accepted }) };
}
