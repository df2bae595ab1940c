import { content } from "./support/content";
import { expect, test } from "./support/test";

interface Statement {
  title: string;
  date: string;
  dateLabel: string;
}

const statement = content<Statement>("legal/barrierefreiheit.md");
const company = content<{ email: string }>("company.md");

test("every page's footer leads to the accessibility statement", async ({ page }) => {
  await page.goto("/projects/");
  await page.locator("footer").getByRole("link", { name: "Barrierefreiheit" }).click();
  await expect(page).toHaveURL(/\/barrierefreiheit\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(statement.title);
});

test("the statement claims WCAG 2.2 AA, dates its review and says how to report a barrier and where to turn", async ({ page }) => {
  await page.goto("/barrierefreiheit/");
  const main = page.locator("main");
  await expect(main).toContainText("WCAG) 2.2");
  await expect(main).toContainText("Konformitätsstufe AA");
  const [year, month, day] = statement.date.split("-").map(Number);
  await expect(main.locator(`time[datetime="${statement.date}"]`)).toContainText(`${day}.`);
  await expect(main.locator(`time[datetime="${statement.date}"]`)).toContainText(String(year));
  await expect(main).toContainText(`${statement.dateLabel}:`);
  expect(month).toBeGreaterThan(0);
  await expect(main.getByRole("heading", { name: "Bekannte Einschränkungen" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Kontaktformular" })).toHaveAttribute("href", "/kontakt/");
  await expect(main.getByRole("link", { name: company.email })).toHaveAttribute("href", `mailto:${company.email}`);
  await expect(main.getByRole("heading", { name: "Durchsetzungsverfahren" })).toBeVisible();
  // Where to turn under the BFSG: its market surveillance authority (the MLBF) and its conciliation body (§ 34 BFSG).
  const enforcement = main.locator("h2", { hasText: "Durchsetzungsverfahren" }).locator("~ p");
  expect(await enforcement.allInnerTexts()).toEqual(
    expect.arrayContaining([expect.stringContaining("Marktüberwachungsstelle"), expect.stringContaining("Schlichtungsstelle")]),
  );
  await expect(main).not.toContainText("{{");
});

test("the statement has its own search-engine head and is in the sitemap", async ({ request }) => {
  const html = await (await request.get("/barrierefreiheit/")).text();
  expect(html).toMatch(/<title[^>]*>[^<]*Barrierefreiheit[^<]*<\/title>/);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/barrierefreiheit\/"/);
  expect(await (await request.get("/sitemap-0.xml")).text()).toContain("/barrierefreiheit/</loc>");
});
