/** @jest-environment node */
import { mkdtempSync, rmSync } from "fs";
import os from "os";
import path from "path";
import { createMailQueue } from "../contact/queue/mail-queue";
import { startTestServer } from "../test-support/test-server";

const mail = {
  from: "w@agentur.example",
  to: "i@agentur.example",
  replyTo: { name: "Anna", address: "anna@example.org" },
  subject: "Kontaktanfrage von Anna",
  text: "Hallo",
  html: "Hallo",
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "health-queue-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("GET /healthz", () => {
  it("answers 200 with the queue's length and the age of its oldest request, uncached, nothing about a visitor", async () => {
    const queue = createMailQueue(path.join(dir, "queue.sqlite"));
    const server = await startTestServer({ queue });
    try {
      const empty = await server.app.inject({ method: "GET", url: "/healthz" });
      expect(empty.statusCode).toBe(200);
      expect(empty.headers["cache-control"]).toBe("no-store");
      expect(empty.json()).toEqual({ status: "ok", queue: { waiting: 0, failed: 0, oldestAgeS: 0 }, statistics: { on: false } });

      queue.store(mail, Date.now() - 90_000);
      queue.fail(queue.store(mail, Date.now()), 1, "550", Date.now());
      const waiting = await server.app.inject({ method: "GET", url: "/healthz" });
      expect(waiting.json()).toEqual({
        status: "ok",
        queue: { waiting: 1, failed: 1, oldestAgeS: expect.any(Number) },
        statistics: { on: false },
      });
      expect(waiting.json().queue.oldestAgeS).toBeGreaterThanOrEqual(90);
      expect(waiting.body).not.toContain("anna");
    } finally {
      await server.stop();
      queue.close();
    }
  });

  it("answers 503 with no more than an error status while the queue cannot store a request", async () => {
    const file = path.join(dir, "queue.sqlite");
    const queue = createMailQueue(file, { maxBytes: 1 });
    const server = await startTestServer({ queue });
    try {
      queue.store(mail, Date.now());
      const full = await server.app.inject({ method: "GET", url: "/healthz" });
      expect(full.statusCode).toBe(503);
      expect(full.headers["cache-control"]).toBe("no-store");
      expect(full.json()).toEqual({ status: "error" });

      queue.remove(queue.entries()[0].id);
      expect((await server.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    } finally {
      await server.stop();
      queue.close();
    }
  });
});
