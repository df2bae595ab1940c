import { readdirSync } from "fs";
import path from "path";
import { joinNames } from "../gatsby/content-model/fill-company-tokens";
import { languages, type Language } from "../core/languages";
import { content, contentLines, plainText } from "./support/content";
import { e2eServer } from "./support/server";
import { expect, test } from "./support/test";

const contentDir = path.join(__dirname, "..", "content");

/** The privacy policy's address in a language: the German one fixed by the specification, a translation's by its slug. */
const policyAddress = (code: Language) =>
  code === "de" ? "/datenschutz/" : `/${code}/${content<{ slug: string }>(`legal/datenschutz.${code}.md`).slug}/`;

/** The files of a folder of content/legal/privacy/ in a language, by name (`newsletter`, `social/instagram`). */
const sectionNames = (folder: string, code: Language) =>
  readdirSync(path.join(contentDir, "legal", folder))
    .filter((file) => file.endsWith(`.${code}.md`))
    .map((file) => file.slice(0, -`.${code}.md`.length));

/**
 * Which sections the test build's policy holds, said from the declaration here (not by the build's code): each processing
 * content/company.de.md declares, the consent tool's (the test build configures a consent script, e2e/support/server.ts),
 * social media while profiles are listed; and each listed network's subsection.
 */
const company = content<{ processing: Record<string, boolean>; social: { name: string }[] }>("company.md");
const included = [
  ...Object.keys(company.processing).filter((name) => company.processing[name]),
  e2eServer.consentScriptUrl ? "consent" : "no-consent",
  ...(company.social.length > 0 ? ["social"] : []),
];
const networks = company.social.map((profile) => profile.name);

/** What a reader finds a section by: its first heading, else its first sentence. */
const firstWords = (key: string, code: Language) => {
  const lines = contentLines(`${key}.${code}.md`);
  const heading = lines.find((line) => /^#{2,6} /.test(line));
  return { heading: heading?.replace(/^#+ /, ""), text: plainText(lines[0]).split(". ")[0] };
};

/** The level-2 headings the policy must show, in order: its own, and those of each included section where it names it. */
const expectedHeadings = (code: Language) =>
  contentLines(`legal/datenschutz.${code}.md`).flatMap((line) => {
    if (line.startsWith("## ")) return [line.slice(3)];
    const slot = /^\{\{privacy\.([\w-]+)\}\}$/.exec(line);
    if (!slot || !included.includes(slot[1])) return [];
    return contentLines(`legal/privacy/${slot[1]}.${code}.md`)
      .filter((sectionLine) => sectionLine.startsWith("## "))
      .map((heading) => heading.slice(3));
  });

test("the privacy policy's table of contents lists its sections in order and jumps to each", async ({ page }) => {
  await page.goto("/datenschutz/");
  // The policy's "Stand" as content/legal/datenschutz.de.md dates it.
  const { date, tocHeading } = content<{ date: string; tocHeading: string }>("legal/datenschutz.md");
  const [year, , day] = date.split("-").map(Number);
  const stand = page.locator(`main time[datetime="${date}"]`);
  await expect(stand).toContainText(`${day}.`);
  await expect(stand).toContainText(String(year));
  const toc = page.getByRole("navigation", { name: tocHeading });
  const links = toc.getByRole("link");
  // One entry per section heading, in the order they stand.
  const sections = (await page.locator("main h2").allTextContents()).filter((heading) => heading !== tocHeading);
  expect(await links.allTextContents()).toEqual(sections);
  // Every in-page link of the policy, its table's and those in its text, names a heading that exists.
  const anchors = await page
    .locator('main a[href^="#"]')
    .evaluateAll((found) =>
      found.map((link) => [link.getAttribute("href"), document.getElementById(link.getAttribute("href")!.slice(1))?.tagName]),
    );
  expect(anchors.length).toBeGreaterThan(0);
  for (const [hash, target] of anchors) expect([hash, target]).toEqual([hash, expect.stringMatching(/^H[2-6]$/)]);
  const count = await links.count();
  for (const index of [0, Math.floor(count / 2), count - 1]) {
    const link = links.nth(index);
    const name = (await link.textContent())!;
    const hash = (await link.getAttribute("href"))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${hash}$`));
    await expect(page.locator(hash)).toHaveText(name);
    await expect(page.locator(hash)).toBeInViewport();
  }
});

for (const { code } of languages) {
  test(`the privacy policy (${code}) has its text's sections and exactly those of the declared processing, in order`, async ({ page }) => {
    await page.goto(policyAddress(code));
    const { tocHeading } = content<{ tocHeading: string }>("legal/datenschutz.md", code);
    const main = page.locator("main");
    const headings = (await main.locator("h2").allTextContents()).filter((heading) => heading !== tocHeading);
    expect(headings).toEqual(expectedHeadings(code));
    const text = plainText(await main.innerText());
    // Each section of content/legal/privacy/ and each network's subsection shows exactly while it is declared.
    const sections = [
      ...sectionNames("privacy", code).map((name) => ({ key: `legal/privacy/${name}`, shown: included.includes(name) })),
      ...sectionNames("privacy/social", code).map((name) => {
        const { network } = content<{ network: string }>(`legal/privacy/social/${name}.md`);
        return { key: `legal/privacy/social/${name}`, shown: included.includes("social") && networks.includes(network) };
      }),
    ];
    expect(sections.filter(({ shown }) => shown).length).toBeGreaterThan(0);
    for (const { key, shown } of sections) {
      const words = firstWords(key, code);
      const found = words.heading
        ? (await main.getByRole("heading", { name: words.heading, exact: true }).count()) > 0
        : text.includes(words.text);
      expect([key, found]).toEqual([key, shown]);
    }
    // The closing credit to the generator, and the premium-licence note while the newsletter section has one, as written.
    const lines = contentLines(`legal/datenschutz.${code}.md`);
    expect(text.endsWith(plainText(lines[lines.length - 1]))).toBe(true);
    const premiumNote =
      included.includes("newsletter") && contentLines(`legal/privacy/newsletter.${code}.md`).find((line) => /Premium/i.test(line));
    if (premiumNote) expect(text).toContain(plainText(premiumNote));
    expect(await page.content()).not.toContain("{{");
  });
}

test("the privacy policy links the legal notice and names the declared host's country", async ({ page }) => {
  await page.goto("/datenschutz/");
  // The legal notice at its address in the specification.
  await expect(page.locator('main a[href="/impressum/"]').first()).toBeVisible();
  const { providers } = content<{ providers: { hosting: { name: string; country: string } } }>("company.md");
  const text = plainText(await page.locator("main").innerText());
  const hosting = text.slice(text.indexOf(plainText(providers.hosting.name)));
  expect(hosting.slice(0, 600)).toContain(plainText(providers.hosting.country));
});

test("the legal notice names the company facts, and the VAT number, a status without one, or no VAT line", async ({ page }) => {
  await page.goto("/impressum/");
  const main = page.locator("main");
  const company = content<{
    name: string;
    legalForm: string;
    email: string;
    vatId?: string | null;
    vatStatus?: string | null;
    representatives: string[];
    legalTexts: { vatHeading: string; vatId: string };
  }>("company.md");
  await expect(main).toContainText(`${company.name} ${company.legalForm}`);
  await expect(main).toContainText(joinNames(company.representatives, "de"));
  const vat = company.vatId?.trim() || company.vatStatus?.trim();
  const vatHeading = main.getByRole("heading", { name: company.legalTexts.vatHeading, exact: true });
  if (vat) {
    await expect(vatHeading).toBeVisible();
    await expect(main).toContainText(`${plainText(company.legalTexts.vatId)} ${vat}`);
  } else {
    await expect(vatHeading).toHaveCount(0);
    expect(plainText(await main.innerText())).not.toContain(plainText(company.legalTexts.vatId));
  }
  await expect(main.getByRole("link", { name: company.email })).toHaveAttribute("href", `mailto:${company.email}`);
});

test("the legal notice names a second fast channel and the person responsible under § 18 Abs. 2 MStV", async ({ page }) => {
  await page.goto("/impressum/");
  const main = page.locator("main");
  const company = content<{ phone?: string; responsible: { name: string; address: { street: string; city: string } } }>("company.md");
  await expect(main.locator(`a[href="/${content<{ slug: string }>("pages/kontakt.md").slug}/"]`).first()).toBeVisible();
  if (company.phone?.trim()) await expect(main.getByRole("link", { name: company.phone.trim() })).toHaveAttribute("href", /^tel:\+?\d+$/);
  const responsible = main.locator("p", { has: page.getByText(company.responsible.name, { exact: false }) }).last();
  await expect(responsible).toContainText(company.responsible.address.street);
  await expect(responsible).toContainText(company.responsible.address.city);
  await expect(main).not.toContainText("{{");
});
