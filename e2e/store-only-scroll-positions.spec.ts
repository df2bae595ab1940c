import { pageKinds } from "./support/routes";
import { expect, test } from "./support/test";

// The privacy policy says the site sets no cookies and keeps nothing on the visitor's device but
// the scroll positions the browser remembers for "Back" (sessionStorage). This holds it to that.
test("after a visit through a page of each kind, the browser holds no cookie, no localStorage and only scroll positions", async ({
  page,
  context,
}) => {
  await page.goto("/");
  for (const { path } of pageKinds) {
    await page.goto(path);
    await page.waitForFunction(() => document.querySelector("#___gatsby")?.hasChildNodes());
  }
  // Client-side navigation too, which is when the router writes a scroll position.
  await page.goto("/");
  await page.waitForFunction(() => document.querySelector("#___gatsby")?.hasChildNodes());
  await page.waitForLoadState("networkidle");
  const tile = page.locator("main ul a").first();
  const target = await tile.getAttribute("href");
  await tile.click();
  await page.waitForURL(`**${target}`);
  await page.goBack();
  // Settled on the start page again (a click before hydration is a full page load, and so is Back then).
  await page.waitForURL((url) => url.pathname === "/");
  await page.waitForLoadState("networkidle");

  const stored = await page.evaluate(() => ({
    cookie: document.cookie,
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  expect(stored.cookie).toBe("");
  expect(stored.local).toEqual([]);
  expect(stored.session.filter((key) => !key.startsWith("@@scroll|"))).toEqual([]);
  expect(await context.cookies()).toEqual([]);
});
