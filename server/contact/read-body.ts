import type { Readable } from "stream";

export class BodyTooLargeError extends Error {}
export class BodyIncompleteError extends Error {}

/** Collects a body, rejecting past `maxBytes`; it pauses the stream rather than destroying it, so the server can still answer 413. */
export function readBodyWithin(stream: Readable, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const incomplete = () => settle(() => reject(new BodyIncompleteError("the client stopped sending before the body was complete")));
    const chunks: Buffer[] = [];
    let size = 0;
    const listeners = {
      data(chunk: Buffer | string) {
        const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
        size += bytes.length;
        if (size <= maxBytes) return void chunks.push(bytes);
        settle(() => reject(new BodyTooLargeError(`body larger than ${maxBytes} bytes`)));
        stream.pause();
      },
      end: () => settle(() => resolve(Buffer.concat(chunks, size))),
      error: incomplete,
      close: incomplete,
    };
    const settle = (outcome: () => void) => {
      for (const [event, listener] of Object.entries(listeners)) stream.off(event, listener);
      outcome();
    };
    for (const [event, listener] of Object.entries(listeners)) stream.on(event, listener);
  });
}
