import { content, contentLines, plainText } from "./support/content";
import { expect, test } from "./support/test";

test("the privacy policy's table of contents jumps to each section", async ({ page }) => {
  await page.goto("/datenschutz/");
  await expect(page.getByText("18. Oktober 2024").first()).toBeVisible();
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

test("the privacy policy has every section the specification lists", async ({ page }) => {
  await page.goto("/datenschutz/");
  const headings = await page.locator("article h2, main h2").allTextContents();
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
    "Newsletter",
    "Werbliche Kommunikation",
    "sozialen Netzwerken",
  ]) {
    expect(
      headings.some((heading) => heading.includes(expected)),
      expected,
    ).toBe(true);
  }
  await expect(page.getByRole("link", { name: "Impressum" }).first()).toHaveAttribute("href", "/impressum/");
  // The premium-licence note in the newsletter section and the closing credit to the
  // generator, as the editor wrote them.
  const lines = contentLines("legal/datenschutz.md");
  const premiumNote = lines.find((line) => /Premium/i.test(line));
  expect(premiumNote, "content/legal/datenschutz.md has the premium-licence note").toBeDefined();
  const text = plainText(await page.locator("main").innerText());
  expect(text).toContain(plainText(premiumNote!));
  const newsletter = text.slice(text.indexOf("Newsletter"));
  expect(newsletter).toContain(plainText(premiumNote!));
  expect(text.endsWith(plainText(lines[lines.length - 1]))).toBe(true);
});

test("the legal notice names the company facts and the VAT status", async ({ page }) => {
  await page.goto("/impressum/");
  const main = page.locator("main");
  const company = content<{ name: string; legalForm: string; email: string; vatStatus: string }>("company.md");
  await expect(main).toContainText(`${company.name} ${company.legalForm}`);
  await expect(main).toContainText("Noch nicht Erhalten");
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
