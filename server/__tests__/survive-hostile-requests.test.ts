/** @jest-environment node */
import http from "http";
import type { AddressInfo } from "net";
import fc from "fast-check";
import { startTestServer, TEST_KEY } from "../test-support/test-server";
import { fixedValues } from "../../core/settings/fixed-values";

let server: Awaited<ReturnType<typeof startTestServer>>;
let port: number;
beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ host: "127.0.0.1", port: 0 });
  port = (server.app.server.address() as AddressInfo).port;
});
afterAll(() => server.stop());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Bytes of the request body written when the answer arrived. */
  bytesWritten: number;
}

/**
 * Sends a request over a real socket. Without `contentLength` the body goes out chunked;
 * `chunkBytes` writes it piece by piece, each after the previous one drained, so an early
 * answer shows how much the server had been sent when it decided. With `writeOnly`, only that many
 * bytes go out and the request stays open: an answer then came before the server had the body.
 */
function send(
  path: string,
  {
    method = "POST",
    headers = {},
    body = "",
    chunkBytes = 0,
    writeOnly,
  }: { method?: string; headers?: Record<string, string>; body?: string | Buffer; chunkBytes?: number; writeOnly?: number },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const request = http.request({ host: "127.0.0.1", port, path, method, headers }, (response) => {
      answered = true;
      const bytesWritten = written;
      const chunks: Buffer[] = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        if (writeOnly !== undefined) request.destroy();
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks).toString(), bytesWritten });
      });
    });
    request.on("error", (error) => (answered ? undefined : reject(error)));
    const bytes = Buffer.from(body);
    if (writeOnly !== undefined) {
      written = writeOnly;
      request.write(bytes.subarray(0, writeOnly));
      return;
    }
    if (!chunkBytes) {
      written = bytes.length;
      request.end(bytes);
      return;
    }
    const writeNext = () => {
      if (answered || request.destroyed) return;
      if (written >= bytes.length) return void request.end();
      const piece = bytes.subarray(written, written + chunkBytes);
      written += piece.length;
      if (request.write(piece)) setImmediate(writeNext);
      else request.once("drain", writeNext);
    };
    writeNext();
  });
}

const json = { "content-type": "application/json", "x-api-key": TEST_KEY };

function expectJsonError(answer: Answer, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.headers["content-type"]).toMatch(/^application\/json/);
  expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
}

async function expectSiteStillServes() {
  const page = await send("/", { method: "GET" });
  expect(page.status).toBe(200);
  expect(page.body).toContain("Startseite");
}

describe("the contact endpoint on the production server, under hostile requests", () => {
  it("gives a request 30 s to arrive whole: a client that trickles its body in holds no connection for long", () => {
    // Node closes such a request with 408 at its next check (every 30 s); fastify's default sets no limit at all.
    expect(server.app.server.requestTimeout).toBe(fixedValues.requestTimeoutS * 1000);
    expect(fixedValues.requestTimeoutS).toBeLessThanOrEqual(30);
  });

  it("answers 5,000 nested arrays sent chunked with a JSON 400, and keeps serving", async () => {
    const deep = "[".repeat(5000) + "]".repeat(5000);
    expectJsonError(
      await send("/api/send-email", { headers: { ...json, "transfer-encoding": "chunked" }, body: deep, chunkBytes: 1024 }),
      400,
    );
    await expectSiteStillServes();
  });

  it("answers a 5,000 deep object and 20,000 nested arrays with JSON 4xx, and keeps serving", async () => {
    const object = '{"a":'.repeat(5000) + "1" + "}".repeat(5000);
    const arrays = "[".repeat(20_000) + "]".repeat(20_000);
    for (const body of [object, arrays]) {
      const answer = await send("/api/send-email", { headers: json, body, chunkBytes: 4096 });
      expectJsonError(answer, 413);
    }
    await expectSiteStillServes();
  });

  // Only the first 64 KB of each upload is sent: the answer arrives while the rest is still owed.
  it("refuses a 4 MiB multipart upload without a key before reading its body", async () => {
    const upload = Buffer.alloc(4 * 1024 * 1024, "a");
    const answer = await send("/api/send-email", {
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(upload.length) },
      body: upload,
      writeOnly: 64 * 1024,
    });
    expectJsonError(answer, 401);
    expect(answer.headers.connection).toBe("close");
    await expectSiteStillServes();
  });

  it("refuses a multipart upload with the key as the wrong content type, before reading it", async () => {
    const upload = Buffer.alloc(4 * 1024 * 1024, "a");
    const answer = await send("/api/send-email", {
      headers: { "content-type": "multipart/form-data; boundary=x", "x-api-key": TEST_KEY },
      body: upload,
      writeOnly: 64 * 1024,
    });
    expectJsonError(answer, 415);
  });

  it("stops reading a chunked body at 16 KB and answers 413", async () => {
    const answer = await send("/api/send-email", { headers: json, body: `{"message":"${"x".repeat(1024 * 1024)}"}`, chunkBytes: 8 * 1024 });
    expectJsonError(answer, 413);
    expect(answer.bytesWritten).toBeLessThan(1024 * 1024);
    await expectSiteStillServes();
  });

  it.each([
    ["malformed JSON", json, '{"name": "Anna", ', 400],
    ["a declared length over the limit", { ...json, "content-length": String(20_000) }, "x".repeat(20_000), 413],
    ["plain text", { ...json, "content-type": "text/plain" }, "Hallo", 415],
    ["a gzip body", { ...json, "content-encoding": "gzip" }, "\x1f\x8b", 415],
    ["no content type", { "x-api-key": TEST_KEY }, "{}", 415],
  ])("answers %s with a JSON error", async (_case, headers, body, status) => {
    expectJsonError(await send("/api/send-email", { headers, body }), status);
  });

  it("reads no body sent to any other address: a megabyte of nested arrays gets its 404 before it has arrived", async () => {
    const deep = "[".repeat(512 * 1024) + "]".repeat(512 * 1024);
    for (const [method, path] of [
      ["POST", "/"],
      ["PUT", "/team/"],
      ["POST", "/api/other"],
      ["POST", "/healthz"],
    ]) {
      const answer = await send(path, { method, headers: { "content-type": "application/json" }, body: deep, chunkBytes: 16 * 1024 });
      expect([method, path, answer.status]).toEqual([method, path, 404]);
      expect(answer.bytesWritten).toBeLessThan(deep.length);
    }
    await expectSiteStillServes();
  });

  it("answers other methods with a JSON 405", async () => {
    expectJsonError(await send("/api/send-email", { method: "GET" }), 405);
    expectJsonError(await send("/api/send-email", { method: "PUT", headers: json, body: "{}" }), 405);
  });

  it("answers 200 fuzzed bodies with JSON 4xx, sends no mail, and keeps serving", async () => {
    const contentTypes = fc.constantFrom(
      "application/json",
      "application/json; charset=utf-8",
      "APPLICATION/JSON",
      "application/json; charset=latin1",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=zz",
      "application/octet-stream",
    );
    const bodies = fc.oneof(
      fc.jsonValue().map((value) => JSON.stringify(value) ?? ""),
      fc.string({ unit: "binary", maxLength: 2000 }),
      fc.uint8Array({ maxLength: 4000 }).map((bytes) => Buffer.from(bytes).toString("latin1")),
      fc.integer({ min: 1, max: 30_000 }).map((depth) => "[".repeat(depth) + "]".repeat(depth)),
      fc.record({ name: fc.string(), email: fc.string(), message: fc.string() }).map((fields) => JSON.stringify(fields)),
    );
    const mailsBefore = server.mails.length;
    await fc.assert(
      fc.asyncProperty(contentTypes, bodies, fc.boolean(), async (contentType, body, chunked) => {
        const answer = await send("/api/send-email", {
          headers: { "content-type": contentType, "x-api-key": TEST_KEY },
          body: Buffer.from(body, "latin1"),
          chunkBytes: chunked ? 512 : 0,
        });
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        expect(JSON.parse(answer.body)).toEqual(expect.objectContaining({ error: expect.any(String) }));
      }),
      { numRuns: 200 },
    );
    expect(server.mails.length).toBe(mailsBefore);
    await expectSiteStillServes();
    // 200 requests over loopback: about 4 s alone, longer while the machine builds or runs browsers.
  }, 30_000);
});
