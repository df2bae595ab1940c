import type { Readable } from "stream";

export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`body larger than ${maxBytes} bytes`);
  }
}

export class BodyIncompleteError extends Error {
  constructor() {
    super("the client stopped sending before the body was complete");
  }
}

/** Collects a body, rejecting past `maxBytes`; it pauses the stream rather than destroying it, so the server can still answer 413. */
export function readBodyWithin(stream: Readable, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const listeners = {
      data(chunk: Buffer | string) {
        const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
        size += bytes.length;
        if (size <= maxBytes) return void chunks.push(bytes);
        settle(() => reject(new BodyTooLargeError(maxBytes)));
        stream.pause();
      },
      end: () => settle(() => resolve(Buffer.concat(chunks, size))),
      error: () => settle(() => reject(new BodyIncompleteError())),
      close: () => settle(() => reject(new BodyIncompleteError())),
    };
    const settle = (outcome: () => void) => {
      for (const [event, listener] of Object.entries(listeners)) stream.off(event, listener);
      outcome();
    };
    for (const [event, listener] of Object.entries(listeners)) stream.on(event, listener);
  });
}
