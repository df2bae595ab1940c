import { openHydrated } from "./support/open-hydrated";
import { pageKinds } from "./support/routes";
import { expect, test } from "./support/test";
import { networkQuiet } from "./support/network-quiet";

// The privacy policy says the site sets no cookies and keeps nothing on the visitor's device, not
// even a scroll position (the browser restores that for "Back" by itself). This holds it to that,
// after every island has run and a visitor has used the parts that keep a state.
test("after a visit through a page of each kind, the browser holds no cookie and nothing in localStorage or sessionStorage", async ({
  page,
  context,
}) => {
  for (const { path } of pageKinds) await openHydrated(page, path);
  await openHydrated(page, "/webdesign/");
  await page.getByRole("button", { name: "Animation anhalten" }).first().click();
  await page.getByRole("button", { name: "Neu", exact: true }).click();
  await page.getByRole("link", { name: "Back to Home" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.goBack();
  await page.waitForURL((url) => url.pathname === "/webdesign/");
  await networkQuiet(page);

  const stored = await page.evaluate(() => ({
    cookie: document.cookie,
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  expect(stored).toEqual({ cookie: "", local: [], session: [] });
  expect(await context.cookies()).toEqual([]);
});
