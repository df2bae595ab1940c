/** @jest-environment node */
import { PassThrough, Readable } from "stream";
import { BodyIncompleteError, BodyTooLargeError, readBodyWithin } from "../read-body";

describe("readBodyWithin", () => {
  it("returns the bytes of a body within the limit", async () => {
    const body = await readBodyWithin(Readable.from([Buffer.from("Grüße, "), Buffer.from("Anna")]), 100);
    expect(body.toString("utf8")).toBe("Grüße, Anna");
  });

  it("accepts a body of exactly the limit", async () => {
    await expect(readBodyWithin(Readable.from([Buffer.alloc(16)]), 16)).resolves.toHaveLength(16);
  });

  it("stops reading once the body grows past the limit, without destroying the stream", async () => {
    const stream = new PassThrough();
    const reading = readBodyWithin(stream, 1024);
    stream.write(Buffer.alloc(1000));
    stream.write(Buffer.alloc(100));
    await expect(reading).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(stream.listenerCount("data")).toBe(0);
    expect(stream.isPaused()).toBe(true);
    expect(stream.destroyed).toBe(false);
  });

  it("rejects a body the client stopped sending", async () => {
    const stream = new PassThrough();
    const reading = readBodyWithin(stream, 1024);
    stream.write("{");
    stream.destroy();
    await expect(reading).rejects.toBeInstanceOf(BodyIncompleteError);
  });
});
