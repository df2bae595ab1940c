import path from "path";
import type { Locator, Page } from "@playwright/test";
import { interfaceTables } from "../src/i18n/tables";
import { createMailQueue } from "../server/contact/queue/mail-queue";
import { e2eServer } from "./support/server";
import { contactForm, content, webdesignTexts } from "./support/content";
import { callToAction, openHydrated } from "./support/open-hydrated";
import { expect, test } from "./support/test";
import { startTestSmtpServer, type TestSmtpServer } from "./support/test-smtp-server";

test.describe.configure({ mode: "serial" });

let smtp: TestSmtpServer | null = null;
test.beforeAll(async () => {
  smtp = await startTestSmtpServer(e2eServer.smtpPort);
});
test.afterAll(async () => {
  await smtp?.stop();
});

async function openDialogFrom(page: Page, path: string, title = contactForm.title) {
  await openHydrated(page, path);
  const cta = callToAction(page);
  await cta.click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  return { cta, dialog };
}

/**
 * Resolves once no waiting request of the test server's contact queue holds `marker`: its request has been
 * delivered and removed, so no second delivery of it can follow.
 */
async function queueIsDoneWith(marker: string) {
  const holding = () => {
    const queue = createMailQueue(path.join(__dirname, "..", e2eServer.env.CONTACT_QUEUE_FILE));
    try {
      return queue.entries().filter((entry) => !entry.failedAt && JSON.stringify(entry.mail).includes(marker)).length;
    } finally {
      queue.close();
    }
  };
  await expect.poll(holding, { timeout: 20_000 }).toBe(0);
}

async function fill(page: Page, marker: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(contactForm.nameLabel).fill(`Anna Müller ${marker}`);
  await dialog.getByLabel(contactForm.emailLabel).fill("anna@example.org");
  await dialog.getByLabel(contactForm.messageLabel).fill(`Wir brauchen eine neue Website. ${marker}`);
}

test("a visitor sends a request from a call to action and the agency receives it", async ({ page }, info) => {
  const marker = `${info.project.name}-${Date.now()}`;
  // The dialog closes itself 2 s after a successful send: the page's clock is the test's.
  await page.clock.install();
  const { cta, dialog } = await openDialogFrom(page, "/ai/");
  await expect(dialog.getByLabel(contactForm.nameLabel)).toBeFocused();
  await fill(page, marker);
  const send = dialog.getByRole("button", { name: contactForm.submitLabel });
  await expect(send).toBeDisabled();
  await dialog.getByRole("checkbox").check();

  // Hold the request a moment to see the pending state.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/send-email", async (route) => {
    await held;
    await route.continue();
  });
  await send.click();
  await expect(dialog.getByRole("button", { name: "Wird gesendet …" })).toBeDisabled();
  await expect(dialog.getByLabel(contactForm.nameLabel)).toBeDisabled();
  // The disabled button gives up focus; it stays in the dialog, on its heading.
  await expect(dialog.getByRole("heading", { name: contactForm.title })).toBeFocused();
  // The page's clock stands still from here: the 2 s until the dialog closes pass when the test says.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
  release();

  await expect(dialog.getByRole("status")).toHaveText("Vielen Dank für Ihre Nachricht! Wir melden uns in Kürze bei Ihnen.");
  await expect(dialog.getByRole("heading", { name: contactForm.title })).toBeFocused();
  await expect(dialog.getByLabel(contactForm.nameLabel)).toHaveValue("");
  const mail = await smtp!.waitForMail((m) => m.subject?.includes(marker) ?? false);
  expect(mail.subject).toBe(`Kontaktanfrage von Anna Müller ${marker}`);
  expect(mail.to && !Array.isArray(mail.to) && mail.to.text).toBe(e2eServer.mailTo);
  expect(mail.replyTo?.value[0].address).toBe("anna@example.org");
  expect(mail.text).toContain(`Wir brauchen eine neue Website. ${marker}`);

  await page.clock.runFor(1900);
  await expect(dialog).toBeVisible();
  await page.clock.runFor(100);
  // The timer has fired; the dialog closes in the frames that follow.
  for (let frame = 0; frame < 10 && (await dialog.isVisible()); frame++) await page.clock.runFor(16);
  await expect(dialog).toBeHidden();
  await page.clock.resume();
  await expect(cta).toBeFocused();
});

test("when the send fails, the visitor sees the red error and keeps the values", async ({ page }, info) => {
  const marker = `${info.project.name}-failed-${Date.now()}`;
  await page.clock.install();
  // The server could not store the request (a full disk answers 503).
  await page.route("**/api/send-email", (route) => route.fulfill({ status: 503, contentType: "application/json", body: "{}" }));
  const { dialog } = await openDialogFrom(page, "/social-media/");
  await fill(page, marker);
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: contactForm.submitLabel }).click();
  const alert = dialog.getByRole("alert");
  await expect(alert).toHaveText("Es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.");
  expect(await alert.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(179, 38, 30)");
  await expect(dialog.getByLabel(contactForm.nameLabel)).toHaveValue(`Anna Müller ${marker}`);
  await expect(dialog.getByLabel(contactForm.messageLabel)).toHaveValue(`Wir brauchen eine neue Website. ${marker}`);
  // Past the 2 s after which a successful send would have closed it.
  await page.clock.runFor(2500);
  await expect(dialog).toBeVisible();
});

test("with the mail server down the request is accepted and arrives once the mail server is back", async ({ page }, info) => {
  const marker = `${info.project.name}-down-${Date.now()}`;
  await smtp!.stop();
  try {
    const { dialog } = await openDialogFrom(page, "/social-media/");
    await fill(page, marker);
    await dialog.getByRole("checkbox").check();
    await dialog.getByRole("button", { name: contactForm.submitLabel }).click();
    await expect(dialog.getByRole("status")).toHaveText("Vielen Dank für Ihre Nachricht! Wir melden uns in Kürze bei Ihnen.");
  } finally {
    smtp = await startTestSmtpServer(e2eServer.smtpPort);
  }
  // The server retries every 2 s in the test build (CONTACT_RETRY_MAX_INTERVAL_S in e2e/support/server.ts).
  await smtp.waitForMail((m) => m.subject?.includes(marker) ?? false, 20_000);
  await queueIsDoneWith(marker);
  expect(smtp.mails.filter((m) => m.subject?.includes(marker))).toHaveLength(1);
});

test("Escape and the close button close the dialog and focus returns to the button", async ({ page }) => {
  const { cta, dialog } = await openDialogFrom(page, "/digital-marketing/");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(cta).toBeFocused();
  await cta.click();
  await dialog.getByRole("button", { name: "Schließen" }).click();
  await expect(dialog).toBeHidden();
  await expect(cta).toBeFocused();
});

test("the Webdesign page's closing call to action opens the same dialog", async ({ page }) => {
  await openHydrated(page, "/webdesign/");
  await page.locator("main a[data-opens-contact-dialog]", { hasText: webdesignTexts.closingCta }).click();
  await expect(page.getByRole("dialog", { name: contactForm.title })).toBeVisible({ timeout: 15_000 });
});

test.describe("in English", () => {
  const englishForm = content<typeof contactForm & { privacyLinkText: string }>("contact.en.md");
  const englishService = content<{ slug: string }>("services/ai.en.md");
  const englishThanks = content<{ slug: string; title: string }>("pages/kontakt-danke.en.md");
  const englishContact = content<{ slug: string }>("pages/kontakt.en.md");
  const englishPrivacy = content<{ slug: string }>("legal/datenschutz.en.md");

  async function fillIn(form: Locator, marker: string) {
    await form.getByLabel(englishForm.nameLabel).fill(`Jane Doe ${marker}`);
    await form.getByLabel(englishForm.emailLabel).fill("jane@example.org");
    await form.getByLabel(englishForm.messageLabel).fill(`We need a new website. ${marker}`);
    await expect(form.getByRole("link", { name: englishForm.privacyLinkText })).toHaveAttribute("href", `/en/${englishPrivacy.slug}/`);
    await form.getByRole("checkbox").check();
  }

  test("the dialog on an English service page sends, answers in English, and the mail says English", async ({ page }, info) => {
    const marker = `${info.project.name}-en-${Date.now()}`;
    const { dialog } = await openDialogFrom(page, `/en/${englishService.slug}/`, englishForm.title);
    await fillIn(dialog, marker);
    await dialog.getByRole("button", { name: englishForm.submitLabel }).click();
    await expect(dialog.getByRole("status")).toHaveText(interfaceTables.en.sendSuccess);
    const mail = await smtp!.waitForMail((m) => m.subject?.includes(marker) ?? false);
    expect(mail.text).toMatch(/Sprache der Seite: Englisch/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the English contact page sends and lands on the English thank-you page", async ({ page }, info) => {
      const marker = `${info.project.name}-en-page-${Date.now()}`;
      await page.goto(`/en/${englishContact.slug}/`);
      const form = page.locator("main form");
      await fillIn(form, marker);
      await form.getByRole("button", { name: englishForm.submitLabel }).click();
      await expect(page).toHaveURL(new RegExp(`/en/${englishThanks.slug}/$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(englishThanks.title);
      const mail = await smtp!.waitForMail((m) => m.subject?.includes(marker) ?? false);
      expect(mail.text).toMatch(/Sprache der Seite: Englisch/);
    });
  });
});

test.describe("the contact page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  const company = content<{ email: string }>("company.md");
  const thanks = content<{ title: string }>("pages/kontakt-danke.md");
  const problems = content<{ problems: { anchor: string; text: string }[] }>("contact.md").problems;

  async function fillPage(page: Page, marker: string, email = "anna@example.org") {
    await page.goto("/kontakt/");
    const form = page.locator('form[action="/api/send-email"]');
    await form.getByLabel(contactForm.nameLabel).fill(`Anna Müller ${marker}`);
    await form.getByLabel(contactForm.emailLabel).fill(email);
    await form.getByLabel(contactForm.messageLabel).fill(`Bitte rufen Sie mich an. ${marker}`);
    return form;
  }

  test("a visitor sends the form, lands on the thank-you page, and the agency receives it once", async ({ page }, info) => {
    const marker = `${info.project.name}-page-${Date.now()}`;
    const form = await fillPage(page, marker);
    await expect(page.getByText(company.email)).toBeVisible();
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: contactForm.submitLabel }).click();
    await expect(page).toHaveURL(/\/kontakt\/danke\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(thanks.title);
    const mail = await smtp!.waitForMail((m) => m.subject?.includes(marker) ?? false);
    expect(mail.subject).toBe(`Kontaktanfrage von Anna Müller ${marker}`);
    expect(mail.replyTo?.value[0].address).toBe("anna@example.org");
    expect(mail.text).toContain(`Bitte rufen Sie mich an. ${marker}`);
    await queueIsDoneWith(marker);
    expect(smtp!.mails.filter((m) => m.subject?.includes(marker))).toHaveLength(1);
  });

  test("a rule broken on the server lands on its explanation, and Back keeps the text", async ({ page }, info) => {
    const marker = `${info.project.name}-bad-${Date.now()}`;
    // The browser accepts this address; the server's rule wants a dot in the domain.
    const form = await fillPage(page, marker, "anna@localhost");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: contactForm.submitLabel }).click();
    await expect(page).toHaveURL(/\/kontakt\/fehler\/#e-mail$/);
    const emailProblem = problems.find((problem) => problem.anchor === "e-mail")!;
    await expect(page.getByText(emailProblem.text)).toBeVisible();
    await expect(page.getByText(problems.find((problem) => problem.anchor === "name")!.text)).toBeHidden();
    await page.goBack();
    await expect(page.locator('form[action="/api/send-email"]').getByLabel(contactForm.messageLabel)).toHaveValue(
      `Bitte rufen Sie mich an. ${marker}`,
    );
    expect(smtp!.mails.filter((m) => m.subject?.includes(marker))).toHaveLength(0);
  });

  test("the problem page opened without a reason lists every reason but a preview's, which shows where the address names it", async ({
    page,
  }) => {
    const preview = problems.find((problem) => problem.anchor === "vorschau")!;
    await page.goto("/kontakt/fehler/");
    for (const problem of problems) {
      const reason = page.locator(`li#${problem.anchor}`);
      if (problem === preview) await expect(reason).toBeHidden();
      else await expect(reason).toBeVisible();
    }
    await page.goto("/kontakt/fehler/#vorschau");
    await expect(page.getByText(preview.text)).toBeVisible();
    await expect(page.locator("li#e-mail")).toBeHidden();
  });

  test("the consent left unticked stops the form in the browser and, posted anyway, on the server", async ({
    page,
    request,
    baseURL,
  }, info) => {
    const marker = `${info.project.name}-noconsent-${Date.now()}`;
    const form = await fillPage(page, marker);
    await form.getByRole("button", { name: contactForm.submitLabel }).click();
    await expect(page).toHaveURL(/\/kontakt\/$/);
    const answer = await request.post("/api/send-email", {
      headers: { origin: baseURL! },
      form: { name: `Anna ${marker}`, email: "anna@example.org", message: "Hallo", api_key: e2eServer.apiKey },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toBe("/kontakt/fehler/#einwilligung");
    expect(smtp!.mails.filter((m) => m.subject?.includes(marker))).toHaveLength(0);
  });
});

test("a form post from another site is refused with 403 and sends nothing", async ({ request }, info) => {
  const marker = `${info.project.name}-foreign-${Date.now()}`;
  const fields = { name: `Anna ${marker}`, email: "anna@example.org", message: "Hallo", agreed_to_agbs: "on", api_key: e2eServer.apiKey };
  const foreign: Record<string, string>[] = [
    { origin: "https://evil.example" },
    { "sec-fetch-site": "cross-site" },
    { referer: "https://evil.example/form.html" },
  ];
  for (const headers of foreign) {
    const answer = await request.post("/api/send-email", { headers, form: fields, maxRedirects: 0 });
    expect(answer.status()).toBe(403);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(smtp!.mails.filter((m) => m.subject?.includes(marker))).toHaveLength(0);
});
