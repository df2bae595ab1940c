import { extractText, getDocumentProxy } from "unpdf";
import { pageKinds } from "./support/routes";
import { expect, test } from "./support/test";
import { networkQuiet } from "./support/network-quiet";

// The pages that print as documents (src/theme/print-css.ts): a legal page, an article and the projects. Printed to
// PDF by Chromium as a visitor's "Print" would, and read back as text: what a reader of the paper gets.
const documents = pageKinds.filter((kind) => ["legal page", "article", "projects"].includes(kind.kind));

/** Text without its whitespace: a long address wraps where it must, at any character. */
const squeezed = (text: string) => text.replace(/\s+/g, "");
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

for (const { kind, path } of documents) {
  test(`the ${kind} ${path} prints as a document: its address, a date and other sites' addresses, no navigation or controls`, async ({
    page,
  }) => {
    await page.goto(path);
    await networkQuiet(page);
    // What the page shows on screen, read from it: each navigation outside the content with its links' labels in
    // order (the language switch, the footer's links), the skip link, the labels of the controls, the other sites
    // the content links to, the page's canonical address and the dates it names.
    const onScreen = await page.evaluate(() => {
      const text = (element: Element) => (element as HTMLElement).innerText.replace(/\s+/g, " ").trim();
      const outsideMain = (element: Element) => !element.closest("main");
      const visible = (element: Element) => (element as HTMLElement).checkVisibility();
      return {
        navigations: [...document.querySelectorAll("nav")].filter(outsideMain).map((nav) => [...nav.querySelectorAll("a")].map(text)),
        skipLink: text(document.querySelector('a[href="#content"]')!),
        // A control's label as it shows it (a "More Info" names its project for screen readers alone).
        controls: [...document.querySelectorAll("main button")].filter(visible).map((button) => {
          const label = button.cloneNode(true) as Element;
          label.querySelectorAll(".visually-hidden").forEach((hidden) => hidden.remove());
          return label.textContent!.replace(/\s+/g, " ").trim();
        }),
        links: [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="http"]')].map((link) => link.getAttribute("href")!),
        heading: text(document.querySelector("h1")!),
        address: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')!.href,
        dates: [...document.querySelectorAll("main time, footer time")].map(text),
      };
    });
    const pdf = await page.pdf({ format: "A4" });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    const printed = text.replace(/\s+/g, " ");

    // Nothing above the page's heading: no header, skip link or way back.
    expect(squeezed(printed).startsWith(squeezed(onScreen.heading)), printed.slice(0, 200)).toBe(true);
    expect(onScreen.navigations.length, "the page has navigation outside its content").toBeGreaterThan(0);
    for (const labels of onScreen.navigations)
      expect(printed, `the navigation ${labels.join(", ")}`).not.toMatch(new RegExp(labels.map(escaped).join("\\s*")));
    expect(printed).not.toContain(onScreen.skipLink);
    for (const control of onScreen.controls) expect(printed, `the control ${control}`).not.toContain(control);
    // Every link to another site is followed by its address, or is its address: as often as the page links there.
    for (const link of new Set(onScreen.links)) {
      const times = onScreen.links.filter((other) => other === link).length;
      expect(squeezed(printed).split(link).length - 1, link).toBeGreaterThanOrEqual(times);
    }
    expect(squeezed(printed)).toContain(onScreen.address);
    // The date of its content where it has one (a legal text's "Stand", an article's), else of its version.
    expect(onScreen.dates.length, "the page names a date").toBeGreaterThan(0);
    for (const date of onScreen.dates) expect(printed).toContain(date);
  });
}
