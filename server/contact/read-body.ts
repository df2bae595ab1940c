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

/**
 * Collects a request body from its stream, counting bytes as they arrive: past `maxBytes`
 * it stops reading and rejects, so an endless or oversized body never fills the memory.
 * It pauses the stream rather than destroying it, so the server can still answer (413).
 */
export function readBodyWithin(stream: Readable, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      stream.off("data", onData);
      stream.off("end", onEnd);
      stream.off("error", onError);
      stream.off("close", onClose);
    };
    const onData = (chunk: Buffer | string) => {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      if (size > maxBytes) {
        stop();
        stream.pause();
        reject(new BodyTooLargeError(maxBytes));
        return;
      }
      chunks.push(bytes);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = () => {
      stop();
      reject(new BodyIncompleteError());
    };
    const onClose = onError;
    stream.on("data", onData);
    stream.on("end", onEnd);
    stream.on("error", onError);
    stream.on("close", onClose);
  });
}
