import { limits, type BodyKind } from "../../core/contact/contact-request";

/** What is wrong with a body, as the key of its text in each language's table (core/contact/messages.ts). */
export type BodyProblem = "tooLarge" | "incomplete" | "notUtf8" | "fieldTwice" | "notJson" | "notAnObject" | "tooDeep";

export type BodyParse = { ok: true; fields: Record<string, unknown> } | { ok: false; status: 400 | 413; problem: BodyProblem };

const utf8 = new TextDecoder("utf-8", { fatal: true });

const fail = (status: 400 | 413, problem: BodyProblem): BodyParse => ({ ok: false, status, problem });

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether a JSON text nests deeper than `max`: one pass over its characters, before anything is parsed or walked recursively. */
export function jsonNestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\")
        i++; // escapes the next character
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if ((c === "[" || c === "{") && ++depth > max) return true;
    else if (c === "]" || c === "}") depth--;
  }
  return false;
}

// A ticked checkbox sends "on" (or the value it names); an unticked one sends nothing.
const TICKED = new Set(["on", "true", "1", "yes"]);

/** A form post's fields as the JSON body would carry them: each as text, the consent checkbox `true` when ticked. */
function fromFormFields(fields: Record<string, unknown>): Record<string, unknown> {
  const consent = fields.agreed_to_agbs;
  return { ...fields, agreed_to_agbs: typeof consent === "string" && TICKED.has(consent.trim().toLowerCase()) };
}

/** A body from its raw bytes, in strict UTF-8: a JSON object nested no deeper than the limit, or a form post with no field twice. */
export function parseBody(kind: BodyKind, bytes: Uint8Array): BodyParse {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return fail(400, "notUtf8");
  }
  if (kind === "form") {
    const fields: Record<string, unknown> = Object.create(null);
    for (const [key, value] of new URLSearchParams(text)) {
      if (Object.hasOwn(fields, key)) return fail(400, "fieldTwice");
      fields[key] = value;
    }
    return { ok: true, fields: fromFormFields(fields) };
  }
  if (jsonNestingExceeds(text, limits.jsonDepthMax)) return fail(400, "tooDeep");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // The parser's message quotes the body; it is neither logged nor returned.
    return fail(400, "notJson");
  }
  return isPlainObject(value) ? { ok: true, fields: value } : fail(400, "notAnObject");
}

/** A body its host parsed already (Gatsby: up to 100 KB): walked without recursion, abandoned once too deep or too large. */
export function checkParsedBody(value: unknown, kind: BodyKind = "json"): BodyParse {
  if (!isPlainObject(value)) return fail(400, "notAnObject");
  const pending: [unknown, number][] = [[value, 1]];
  let bytes = 0;
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item === "string") bytes += Buffer.byteLength(item);
    if (bytes > limits.bodyMaxBytes) return fail(413, "tooLarge");
    if (typeof item !== "object" || item === null) continue;
    if (depth > limits.jsonDepthMax) return fail(400, "tooDeep");
    for (const [key, child] of Object.entries(item)) {
      bytes += Buffer.byteLength(key);
      pending.push([child, depth + 1]);
    }
  }
  return { ok: true, fields: kind === "form" ? fromFormFields(value) : value };
}
