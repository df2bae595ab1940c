import { expect, test } from "./support/test";

test("an unknown address shows the German 404 page with a way home", async ({ page }) => {
  const response = await page.goto("/diese-seite-gibt-es-nicht/");
  expect(response?.status()).toBe(404);
  await expect(page.locator("h1")).toHaveText("Seite nicht gefunden");
  await expect(page.locator("head meta[name='robots']")).toHaveAttribute("content", "noindex, follow");
  await page.locator("main").getByRole("link", { name: "Zur Startseite" }).click();
  await expect(page).toHaveURL("/");
});
