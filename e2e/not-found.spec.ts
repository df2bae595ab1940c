import { languagePrefix, languages } from "../core/languages";
import { labelText } from "../src/i18n/de";
import { interfaceTables } from "../src/i18n/tables";
import { content } from "./support/content";
import { expect, test } from "./support/test";

for (const { code } of languages) {
  const prefix = languagePrefix(code);
  test(`an unknown address under "${prefix}/" shows the 404 page in its language, with a way to that language's home page`, async ({
    page,
  }) => {
    const response = await page.goto(`${prefix}/diese-seite-gibt-es-nicht/`);
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText(content<{ title: string }>("pages/404.md", code).title);
    await expect(page.locator("head meta[name='robots']")).toHaveAttribute("content", "noindex, follow");
    await page
      .locator("main")
      .getByRole("link", { name: labelText(interfaceTables[code].homeLink) })
      .click();
    await expect(page).toHaveURL(`${prefix}/`);
  });
}
