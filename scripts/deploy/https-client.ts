import http from "http";
import http2 from "http2";
import https from "https";

/** An answer as the client received it: status, headers (lower-case names) and the body's bytes as sent. */
export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The local address the request leaves from, e.g. 127.0.0.2: another visitor. */
  localAddress?: string;
}

/**
 * One request over HTTP/1.1, trusting `ca` for HTTPS. No redirect is followed and nothing is
 * decompressed, so a test sees what the proxy sent. IPv4 only: the proxy listens on 127.0.0.1,
 * and a local address like 127.0.0.2 cannot reach an IPv6 one.
 */
export function request(
  url: string,
  ca: string,
  { method = "GET", headers = {}, body, localAddress }: RequestOptions = {},
): Promise<Answer> {
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(target, { method, headers, ca, localAddress, family: 4, agent: false }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }));
      incoming.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** A GET over HTTP/2 (ALPN h2); fails if the server does not offer it. */
export function requestOverHttp2(url: string, ca: string): Promise<Answer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const session = http2.connect(target.origin, { ca });
    session.on("error", reject);
    const stream = session.request({ ":path": target.pathname, "accept-encoding": "br" });
    const chunks: Buffer[] = [];
    let headers: http.IncomingHttpHeaders = {};
    stream.on("response", (received) => (headers = received as http.IncomingHttpHeaders));
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      session.close();
      resolve({ status: Number(headers[":status"]), headers, body: Buffer.concat(chunks) });
    });
    stream.on("error", reject);
  });
}
