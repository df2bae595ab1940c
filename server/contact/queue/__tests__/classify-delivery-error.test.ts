/** @jest-environment node */
import net from "net";
import nodemailer from "nodemailer";
import { startTestSmtpServer, testSmtpUser, type SmtpRefusal } from "../../../../e2e/support/test-smtp-server";
import { classifyDeliveryError } from "../../mail";

const mail = { from: "website@agentur.example", to: "inbox@agentur.example", subject: "Kontaktanfrage", text: "Hallo" };

/** What nodemailer rejects with when it sends one mail to `url`. */
async function errorFrom(url: string): Promise<unknown> {
  const transport = nodemailer.createTransport({ url, connectionTimeout: 2000, greetingTimeout: 2000, socketTimeout: 2000 } as never);
  try {
    await transport.sendMail(mail);
  } catch (error) {
    return error;
  }
  throw new Error("the mail was accepted");
}

async function errorFromServerThat(refuse: SmtpRefusal) {
  const smtp = await startTestSmtpServer(0, { refuse });
  try {
    return await errorFrom(smtp.url);
  } finally {
    await smtp.stop();
  }
}

describe("classifyDeliveryError, against a real SMTP server", () => {
  it.each<[string, SmtpRefusal]>([
    ["421 at the greeting", { stage: "connect", code: 421 }],
    ["451 after DATA", { stage: "data", code: 451 }],
    ["450 to RCPT TO", { stage: "rcpt", code: 450 }],
  ])("a %s is temporary", async (_name, refuse) => {
    const failure = classifyDeliveryError(await errorFromServerThat(refuse));
    expect(failure.permanent).toBe(false);
    expect(failure.reason).toContain(String(refuse.code));
  });

  it.each<[string, SmtpRefusal]>([
    ["550 to RCPT TO", { stage: "rcpt", code: 550 }],
    ["554 after DATA", { stage: "data", code: 554 }],
  ])("a %s is permanent", async (_name, refuse) => {
    const failure = classifyDeliveryError(await errorFromServerThat(refuse));
    expect(failure.permanent).toBe(true);
    expect(failure.reason).toContain(String(refuse.code));
  });

  it("a refused connection is temporary", async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const failure = classifyDeliveryError(await errorFrom(`smtp://127.0.0.1:${port}`));
    expect(failure).toEqual({ permanent: false, reason: expect.stringMatching(/ECONNECTION|ECONNREFUSED/) });
  });

  it("a rejected login (535) is retried: fixing the password delivers what waited", async () => {
    const smtp = await startTestSmtpServer(0);
    try {
      const error = await errorFrom(smtp.url.replace(testSmtpUser.pass, "falsch"));
      expect(error).toMatchObject({ code: "EAUTH", responseCode: 535 });
      expect(classifyDeliveryError(error).permanent).toBe(false);
    } finally {
      await smtp.stop();
    }
  });

  it("never puts an e-mail address into the reason", () => {
    const error = Object.assign(new Error("Can't send mail"), {
      responseCode: 550,
      response: "550 5.1.1 <anna@example.org>: Recipient unknown",
    });
    expect(classifyDeliveryError(error)).toEqual({ permanent: true, reason: "550 5.1.1 <[Adresse]>: Recipient unknown" });
  });
});
