import type { APIRequestContext } from "@playwright/test";
import { parse, type HTMLElement } from "node-html-parser";

export interface BuiltPage {
  path: string;
  status: number;
  headers: Record<string, string>;
  html: string;
  document: HTMLElement;
  /** The `content` of a `<meta>` in the head, by its `name` or `property`. */
  meta(key: string): string | undefined;
}

/** A page as the server sends it, parsed without a browser. */
export async function fetchPage(request: APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<BuiltPage> {
  const response = await request.get(path, { headers });
  const html = await response.text();
  const document = parse(html);
  return {
    path,
    status: response.status(),
    headers: response.headers(),
    html,
    document,
    meta: (key) => document.querySelector(`head meta[name="${key}"], head meta[property="${key}"]`)?.getAttribute("content"),
  };
}

/** The text of an element as a reader sees it: entities decoded, whitespace collapsed. */
export const textOf = (element: HTMLElement | null) => (element?.text ?? "").replace(/\s+/g, " ").trim();
