import { readFileSync } from "fs";
import path from "path";
import { findSectionMarkers } from "../core/legal/section-markers";
import { joinNames } from "../build/content-model/fill-company-tokens";
import { content, contentLines, plainText } from "./support/content";
import { expect, test } from "./support/test";

/** The privacy policy's Markdown and its marked sections (core/legal/section-markers.ts). */
const policyLines = readFileSync(path.join(__dirname, "..", "content", "legal", "datenschutz.de.md"), "utf8").split("\n");
const policyMarkers = findSectionMarkers(policyLines.join("\n"));
const markedText = (value: string) =>
  policyMarkers
    .filter((marker) => marker.value === value)
    .map((marker) =>
      plainText(
        policyLines
          .slice(marker.line, marker.endLine)
          .join(" ")
          .replace(/<!--.*?-->/g, ""),
      ),
    );

test("the privacy policy's table of contents jumps to each section", async ({ page }) => {
  await page.goto("/datenschutz/");
  // The policy's "Stand" as content/legal/datenschutz.de.md dates it.
  const { date } = content<{ date: string }>("legal/datenschutz.md");
  const [year, , day] = date.split("-").map(Number);
  const stand = page.locator(`main time[datetime="${date}"]`);
  await expect(stand).toContainText(`${day}.`);
  await expect(stand).toContainText(String(year));
  const toc = page.getByRole("navigation", { name: "Inhaltsübersicht" });
  const links = toc.getByRole("link");
  const count = await links.count();
  expect(count).toBeGreaterThanOrEqual(15);
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

test("the privacy policy has every section the specification lists, and those of optional processing where declared", async ({ page }) => {
  await page.goto("/datenschutz/");
  const headings = await page.locator("article h2, main h2").allTextContents();
  const lines = contentLines("legal/datenschutz.md");
  const { processing } = content<{ processing: Record<string, boolean> }>("company.md");
  // The sections of processing the agency may not do (the launch check asks to delete an undeclared
  // one): shown where company.md declares it, and wherever the text still has it.
  const optional = { Newsletter: "newsletter", "Werbliche Kommunikation": "advertising" } as const;
  const inText = (heading: string) => lines.some((line) => line.startsWith("## ") && line.includes(heading));
  for (const expected of [
    "Präambel",
    "Verantwortlicher",
    "Übersicht der Verarbeitungen",
    "Rechtsgrundlagen",
    "Sicherheitsmaßnahmen",
    "Internationale Datentransfers",
    "Löschung",
    "Rechte der betroffenen Personen",
    "Geschäftliche Leistungen",
    "Webhosting",
    "Cookies",
    "Kontakt- und Anfrageverwaltung",
    ...Object.entries(optional)
      .filter(([heading, name]) => processing[name] || inText(heading))
      .map(([heading]) => heading),
    "sozialen Netzwerken",
  ]) {
    expect(
      headings.some((heading) => heading.includes(expected)),
      expected,
    ).toBe(true);
  }
  await expect(page.getByRole("link", { name: "Impressum" }).first()).toHaveAttribute("href", "/impressum/");
  // The closing credit to the generator, and the premium-licence note in the newsletter section
  // while the text has one, as the editor wrote them.
  const text = plainText(await page.locator("main").innerText());
  expect(text.endsWith(plainText(lines[lines.length - 1]))).toBe(true);
  const premiumNote = lines.find((line) => /Premium/i.test(line));
  if (premiumNote) expect(text.slice(text.indexOf("Newsletter"))).toContain(plainText(premiumNote));
});

test("the privacy policy shows exactly the declared social networks, and each one's joint-controller facts", async ({ page }) => {
  await page.goto("/datenschutz/");
  const { social } = content<{ social: { name: string }[] }>("company.md");
  const socialHeading = policyMarkers.find(
    (marker) => marker.kind === "processing" && marker.value === "social" && marker.heading,
  )!.heading!;
  // The subsections between the social-media heading and the next level-2 heading.
  const networks = await page.locator("main h2", { hasText: socialHeading }).evaluate((heading) => {
    const found: string[] = [];
    for (let node = heading.nextElementSibling; node && node.tagName !== "H2"; node = node.nextElementSibling) {
      if (node.tagName === "H3") found.push(node.textContent ?? "");
    }
    return found;
  });
  expect(networks).toHaveLength(social.length);
  for (const { name } of social)
    expect(
      networks.filter((heading) => heading.includes(name)),
      name,
    ).toHaveLength(1);
  const text = plainText(await page.locator("main").innerText());
  expect(text).toContain("Art. 26 DSGVO");
});

test("the privacy policy names the declared host's country and, with the test build's consent script, the consent tool", async ({
  page,
}) => {
  await page.goto("/datenschutz/");
  const { providers } = content<{ providers: { hosting: { name: string; country: string } } }>("company.md");
  const text = plainText(await page.locator("main").innerText());
  const hosting = text.slice(text.indexOf(plainText(providers.hosting.name)));
  expect(hosting.slice(0, 600)).toContain(plainText(providers.hosting.country));
  // The end-to-end build configures a consent script (e2e/support/server.ts): its subsection is
  // shown, the statement for a site without one is not (the other case: core/legal/__tests__/section-markers.test.ts and
  // the launch rehearsal's first copy).
  const consent = policyMarkers.filter((marker) => marker.value === "consent" && marker.heading);
  expect(consent.length).toBeGreaterThan(0);
  for (const { heading } of consent) await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  for (const statement of markedText("no-consent")) expect(text).not.toContain(statement);
  expect(await page.content()).not.toContain("<!-- processing:");
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
  await expect(main.getByRole("link", { name: /Kontaktformular/ })).toHaveAttribute("href", "/kontakt/");
  if (company.phone?.trim()) await expect(main.getByRole("link", { name: company.phone.trim() })).toHaveAttribute("href", /^tel:\+?\d+$/);
  const responsible = main.locator("p", { has: page.getByText(company.responsible.name, { exact: false }) }).last();
  await expect(responsible).toContainText(company.responsible.address.street);
  await expect(responsible).toContainText(company.responsible.address.city);
  await expect(main).not.toContainText("{{");
});
