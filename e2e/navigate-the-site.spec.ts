import { expect, test } from "./support/test";
import { content, keysIn } from "./support/content";
import { interfaceTables } from "../src/i18n/tables";
import { routeAddress } from "./support/routes";
import { languagePrefix, languages } from "../core/languages";

type HomeTexts = { tiles: { name: string; path: string }[]; roundButton: { label: string; path: string }; projectsLink: { label: string } };
const home = content<HomeTexts>("home.md");
const tiles = home.tiles.map(({ name, path }) => [name, path] as const);
const title = (key: string) => content<{ title: string }>(key).title;

test("the four tiles on the start page lead to their service pages", async ({ page }) => {
  for (const [name, path] of tiles) {
    await page.goto("/");
    await page.getByRole("link", { name }).click();
    await expect(page).toHaveURL(path);
    await expect(page.locator("h1")).toBeVisible();
  }
});

test("the tiles sit in two columns, the two of a row ending together", async ({ page }) => {
  await page.goto("/");
  const boxes = await Promise.all(tiles.map(([name]) => page.getByRole("link", { name }).boundingBox()));
  expect(boxes[0]!.y).toBe(boxes[1]!.y);
  expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y);
  expect(boxes[0]!.x).toBe(boxes[2]!.x);
  // A name that takes two lines on a phone makes its row taller, not its tile alone.
  expect(boxes[0]!.height).toBe(boxes[1]!.height);
  expect(boxes[2]!.height).toBe(boxes[3]!.height);
});

test("the round button leads to the team, and its back button home", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: home.roundButton.label }).click();
  await expect(page).toHaveURL(home.roundButton.path);
  await page.getByRole("link", { name: /Zurück zur Startseite/ }).click();
  await expect(page).toHaveURL("/");
});

test("the projects are one click from the start page, in each language, and the footer of every page leads there", async ({ page }) => {
  for (const { code: language } of languages) {
    const start = `${languagePrefix(language)}/`;
    const projects = routeAddress("pages/projects", language)!;
    await page.goto(start);
    await page
      .locator("main")
      .getByRole("link", { name: content<HomeTexts>("home", language).projectsLink.label })
      .click();
    await expect(page).toHaveURL(projects);
    await expect(page.locator("h1")).toHaveText(content<{ title: string }>("pages/projects", language).title);
    await page.goto(routeAddress("pages/team", language)!);
    await page.locator("footer").getByRole("link", { name: interfaceTables[language].projects }).click();
    await expect(page).toHaveURL(projects);
  }
});

test("a service page leads back home with 'Back to Home'", async ({ page }) => {
  await page.goto("/ai/");
  await page.getByRole("link", { name: /Back to Home/ }).click();
  await expect(page).toHaveURL("/");
});

test("the landing header stays fixed and its logo links home", async ({ page }) => {
  await page.goto("/digital-marketing/");
  const header = page.locator("header");
  await page.mouse.wheel(0, 1500);
  await expect(header).toBeInViewport();
  // The logo's name ends in the German label of the way home; the header's other link is the language switch.
  await header.getByRole("link", { name: interfaceTables.de.homeLink }).click();
  await expect(page).toHaveURL("/");
});

test("the footer leads to Impressum and Datenschutz", async ({ page }) => {
  await page.goto("/");
  await page.locator("footer").getByRole("link", { name: "Impressum" }).click();
  await expect(page.locator("h1")).toHaveText(title("legal/impressum.md"));
  await page.locator("footer").getByRole("link", { name: "Datenschutz" }).click();
  await expect(page.locator("h1")).toHaveText(title("legal/datenschutz.md"));
});

test("team and projects show their cards from content", async ({ page }) => {
  await page.goto("/team/");
  const team = keysIn("team");
  await expect(page.locator("main").getByRole("group")).toHaveCount(team.length);
  await expect(page.getByRole("link", { name: /LinkedIn/ })).toHaveCount(team.length);
  await page.goto("/projects/");
  const projects = keysIn("projects");
  await expect(page.locator("article")).toHaveCount(projects.length);
  await expect(page.getByRole("button", { name: /^More Info/ })).toHaveCount(projects.length);
});

test("the language switch leads from a page to its English counterpart and back, without script", async ({ page }) => {
  const english = content<{ slug: string; title: string }>("services/webdesign.en.md");
  await page.goto("/webdesign/");
  const toEnglish = page.locator("header").getByRole("link", { name: "English" });
  await expect(toEnglish).toHaveAttribute("hreflang", "en");
  await expect(toEnglish).toHaveAttribute("lang", "en");
  await toEnglish.click();
  await expect(page).toHaveURL(new RegExp(`/en/${english.slug}/$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.locator("header").getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/webdesign\/$/);
});

test("the header's mark and language switch share one line without touching, down to 320 px", async ({ page }) => {
  const width = page.viewportSize()!.width;
  // A page of each layout (the mark centred; the fixed header's mark at the start), in each language.
  for (const path of ["/", "/en/", "/ai/", "/en/404/"]) {
    for (const viewport of [width, 320]) {
      await page.setViewportSize({ width: viewport, height: 800 });
      await page.goto(path);
      const header = page.locator("header");
      const mark = (await header.locator("a").first().boundingBox())!;
      const languageSwitch = (await header.getByRole("navigation").boundingBox())!;
      const at = `${path} at ${viewport} px`;
      expect(mark.x + mark.width, `${at}: the mark ends a little before the switch`).toBeLessThanOrEqual(languageSwitch.x - 4);
      expect(languageSwitch.x + languageSwitch.width, `${at}: the switch stays in the window`).toBeLessThanOrEqual(viewport);
      const middle = (box: typeof mark) => box.y + box.height / 2;
      expect(Math.abs(middle(mark) - middle(languageSwitch)), `${at}: on one line`).toBeLessThanOrEqual(2);
    }
  }
});
