import { readFileSync } from "fs";
import type { Page } from "@playwright/test";

/**
 * HTML_CodeSniffer, the engine of pa11y's default runner, as a second opinion beside axe: its
 * sniffs are written from the WCAG techniques (H71, H91, H98 …) and find what axe's rules pass.
 * Its script is evaluated over the DevTools protocol, as axe's is, so the page's
 * Content-Security-Policy does not apply to it and reports no violation.
 */
const source = readFileSync(require.resolve("html_codesniffer/build/HTMLCS.js"), "utf8");

/** pa11y's issue types: only errors fail; warnings and notices ask for a person's judgement. */
const ERROR = 1;

/**
 * Every error of the WCAG2AA standard on the page as it is now, as pa11y reports them (its
 * htmlcs runner: `HTMLCS.process("WCAG2AA", document)`, then the messages of type error), each
 * with its code, the element's selector and a short form of its HTML: the list must be empty.
 */
export async function htmlcsErrors(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "HTMLCS" in window))) {
    await page.evaluate(source);
    // 2.5.1 asks for the texts of its autocomplete errors (H98) as "InvalidAutoComplete_…" but
    // ships them as "InvalidAutocomplete_…": without this, the first such error stops the whole
    // pass with a TypeError instead of being reported.
    await page.evaluate(() => {
      const htmlcs = (window as unknown as { HTMLCS: { getTranslation: (key: string) => string | undefined } }).HTMLCS;
      const translate = htmlcs.getTranslation.bind(htmlcs);
      htmlcs.getTranslation = (key) => translate(key) ?? translate(key.replace("AutoComplete", "Autocomplete"));
    });
  }
  return page.evaluate((error) => {
    interface Message {
      type: number;
      code: string;
      msg: string;
      element: Element | Document;
    }
    const htmlcs = (
      window as unknown as {
        HTMLCS: {
          process: (standard: string, content: Document, done: () => void, failed: () => void) => void;
          getMessages: () => Message[];
        };
      }
    ).HTMLCS;
    // A selector as pa11y gives one: from the nearest id down, tag names, with a position where a tag repeats.
    const selector = (node: Element | Document): string => {
      if (!(node instanceof Element)) return "document";
      if (node.id) return `#${node.id}`;
      const siblings = node.parentElement ? [...node.parentElement.children].filter((child) => child.tagName === node.tagName) : [];
      const own = node.tagName.toLowerCase() + (siblings.length > 1 ? `:nth-of-type(${siblings.indexOf(node) + 1})` : "");
      return node.parentElement ? `${selector(node.parentElement)} > ${own}` : own;
    };
    const html = (node: Element | Document) => (node instanceof Element ? node.outerHTML.replace(/\s+/g, " ").slice(0, 120) : "");
    return new Promise<string[]>((resolve, reject) => {
      htmlcs.process(
        "WCAG2AA",
        document,
        () =>
          resolve(
            htmlcs
              .getMessages()
              .filter((message) => message.type === error)
              .map((message) => `${message.code} at ${selector(message.element)}: ${message.msg} ${html(message.element)}`),
          ),
        () => reject(new Error("HTML_CodeSniffer could not run the WCAG2AA standard")),
      );
    });
  }, ERROR);
}
