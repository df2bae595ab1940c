import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { BuiltPage } from "./built-site";
import { REVALIDATE } from "./cache-policy";

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for this header). */
const names = (ifNoneMatch = "", etag: string) =>
  ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);

/** Sends a page as built: the compressed copy the browser prefers with its strong ETag, or 304 when it holds that copy. */
export function sendPage(page: BuiltPage, headers: Record<string, string>, status: number, request: FastifyRequest, reply: FastifyReply) {
  const encodings = (["br", "gzip"] as const).filter((encoding) => page[encoding]);
  const accept = request.headers["accept-encoding"];
  const encoding = accept && encodings.length > 0 ? (negotiate(accept, encodings) as "br" | "gzip" | null) : null;
  const copy = (encoding && page[encoding]) || page.identity;
  if (encoding) reply.header("Content-Encoding", encoding);
  reply.headers(headers).type("text/html; charset=utf-8").header("Cache-Control", REVALIDATE).header("Vary", "Accept-Encoding");
  // An error page is no representation of the address asked for: no validator on it.
  if (status !== 200) return reply.code(status).send(copy.body);
  reply.header("ETag", copy.etag);
  if (names(request.headers["if-none-match"], copy.etag)) return reply.code(304).send();
  return reply.code(200).send(copy.body);
}
