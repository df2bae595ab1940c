import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";

export const testSmtpUser = { user: "agentur-test", pass: "test-smtp-passwort-4711" };

/**
 * A real SMTP server on loopback for tests: it accepts every mail (with the test
 * credentials), parses it and keeps it for the test to read.
 */
export async function startTestSmtpServer(port = 0, { holdMs = 0 }: { holdMs?: number } = {}) {
  const mails: ParsedMail[] = [];
  let receiving = 0;
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === testSmtpUser.user && auth.password === testSmtpUser.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error("Invalid username or password"));
      }
    },
    onData(stream, _session, callback) {
      receiving += 1;
      simpleParser(stream)
        // `holdMs` keeps a mail in flight for that long before accepting it.
        .then((mail) => new Promise<ParsedMail>((resolve) => setTimeout(() => resolve(mail), holdMs)))
        .then((mail) => {
          mails.push(mail);
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const boundPort = typeof address === "object" && address ? address.port : port;

  return {
    port: boundPort,
    url: `smtp://${testSmtpUser.user}:${testSmtpUser.pass}@127.0.0.1:${boundPort}`,
    mails,
    /** How many mails have started to arrive (accepted or still held). */
    get receiving() {
      return receiving;
    },
    /** Resolves with the first mail matching `predicate`, waiting up to `timeoutMs`. */
    async waitForMail(predicate: (mail: ParsedMail) => boolean, timeoutMs = 10_000): Promise<ParsedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find(predicate);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error("No matching mail arrived in time");
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startTestSmtpServer>>;
