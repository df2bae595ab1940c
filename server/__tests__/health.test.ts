/** @jest-environment node */
import { mkdtempSync, rmSync } from "fs";
import os from "os";
import path from "path";
import { createMailQueue } from "../contact/queue/mail-queue";
import { startTestServer } from "../test-support/test-server";

describe("GET /healthz", () => {
  it("answers 200 with the queue's length and the age of its oldest request, uncached, nothing about a visitor", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "health-queue-"));
    const queue = createMailQueue(dir);
    await queue.open();
    const server = await startTestServer({ queue });
    try {
      const empty = await server.app.inject({ method: "GET", url: "/healthz" });
      expect(empty.statusCode).toBe(200);
      expect(empty.headers["cache-control"]).toBe("no-store");
      expect(empty.json()).toEqual({ status: "ok", queue: { waiting: 0, oldestAgeS: 0 } });

      const mail = {
        from: "w@agentur.example",
        to: "i@agentur.example",
        replyTo: { name: "Anna", address: "anna@example.org" },
        subject: "Kontaktanfrage von Anna",
        text: "Hallo",
        html: "Hallo",
      };
      await queue.store(mail, new Date(Date.now() - 90_000));
      await queue.store(mail, new Date());
      const waiting = await server.app.inject({ method: "GET", url: "/healthz" });
      expect(waiting.json()).toEqual({ status: "ok", queue: { waiting: 2, oldestAgeS: expect.any(Number) } });
      expect(waiting.json().queue.oldestAgeS).toBeGreaterThanOrEqual(90);
      expect(waiting.body).not.toContain("anna");
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
