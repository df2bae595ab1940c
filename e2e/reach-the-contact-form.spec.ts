import { expect, test } from "./support/test";
import { contactForm } from "./support/content";

/**
 * A call to action clicked at any moment after the page appears ends in a contact form: the
 * dialog once the scripts run, the contact page before. Never a mail program, never nothing.
 */
for (const path of ["/webdesign/", "/ai/"]) {
  test(`a call to action on ${path} clicked right after load, on a slow phone CPU, ends in a contact form`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(path, { waitUntil: "load" });
    await page.locator('main a[href="/kontakt/"]').first().click();
    const dialog = page.getByRole("dialog", { name: contactForm.title });
    const contactPageForm = page.locator('form[action="/api/send-email"]');
    await expect(dialog.or(contactPageForm)).toBeVisible();
    expect(page.url()).not.toContain("mailto:");
  });
}

test("every call to action points to the contact page in the static HTML", async ({ request }) => {
  for (const path of ["/webdesign/", "/ai/", "/digital-marketing/", "/social-media/"]) {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain("mailto:");
    expect(html).toMatch(/<a href="\/kontakt\/"/);
  }
});
