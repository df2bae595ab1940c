import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";

export const testSmtpUser = { user: "agentur-test", pass: "test-smtp-passwort-4711" };

/** An SMTP answer the test server gives instead of accepting: at the greeting, to RCPT TO, or after DATA. */
export interface SmtpRefusal {
  stage: "connect" | "rcpt" | "data";
  code: number;
}

const refusal = (code: number) => Object.assign(new Error(code >= 500 ? "Mailbox unavailable" : "Try again later"), { responseCode: code });

/**
 * A real SMTP server on loopback for tests: it accepts every mail (with the test
 * credentials), parses it and keeps it for the test to read; with `refuse`, it answers
 * every mail with that SMTP code instead.
 */
export async function startTestSmtpServer(port = 0, { holdMs = 0, refuse }: { holdMs?: number; refuse?: SmtpRefusal } = {}) {
  const mails: ParsedMail[] = [];
  let receiving = 0;
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    // stop() ends a connection the server under test keeps open for its next mail (its pool) after
    // a second, as a mail server going down would, rather than wait for that connection to time out.
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      if (auth.username === testSmtpUser.user && auth.password === testSmtpUser.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error("Invalid username or password"));
      }
    },
    onConnect(_session, callback) {
      callback(refuse?.stage === "connect" ? refusal(refuse.code) : undefined);
    },
    onRcptTo(_address, _session, callback) {
      callback(refuse?.stage === "rcpt" ? refusal(refuse.code) : undefined);
    },
    onData(stream, _session, callback) {
      if (refuse?.stage === "data") {
        stream.on("end", () => callback(refusal(refuse.code)));
        stream.resume();
        return;
      }
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
