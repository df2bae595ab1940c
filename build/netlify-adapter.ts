import { promises as fs } from "fs";
import type { IAdapter } from "gatsby";
import netlifyAdapter from "gatsby-adapter-netlify";
import path from "path";

/**
 * gatsby-adapter-netlify 1.4 wraps each Gatsby Function in a Lambda handler that builds the request
 * from a plain stream with `http.IncomingMessage`'s methods copied on. On Node 24 (the site's Node,
 * and Netlify's for a Node 24 build) IncomingMessage's `_destroy` treats a message that never set
 * `complete` as aborted and reaches for a socket the stream does not have: the function throws
 * "Cannot read properties of undefined (reading 'removeListener')" on every request. Marking the
 * request complete when its body has been read, as Node's own HTTP parser does, fixes it on every
 * Node version. The build fails if the adapter's handler no longer has the line this relies on
 * (e2e/deploy-to-netlify.spec.ts calls the generated function on the tests' Node).
 */
export const REQUEST_BODY_END = "req.push(null)";
const MARK_COMPLETE = 'req.once("end", () => { req.complete = true }) // build/netlify-adapter.ts';

export function markRequestComplete(handlerSource: string): string {
  if (!handlerSource.includes(REQUEST_BODY_END)) {
    throw new Error(
      `gatsby-adapter-netlify's function handler changed: "${REQUEST_BODY_END}" is gone, so build/netlify-adapter.ts ` +
        "cannot mark the request complete. Check whether the new version still needs the fix (docs/decisions.md).",
    );
  }
  return handlerSource.replace(REQUEST_BODY_END, `${REQUEST_BODY_END}\n  ${MARK_COMPLETE}`);
}

/** gatsby-adapter-netlify, with its functions' request fixed for Node 24 after it has written them. */
export function netlifyAdapterForNode24(options: Parameters<typeof netlifyAdapter>[0]): IAdapter {
  const adapter = netlifyAdapter(options);
  return {
    ...adapter,
    async adapt(context) {
      await adapter.adapt(context);
      for (const { functionId } of context.functionsManifest) {
        const file = path.join(process.cwd(), ".netlify", "functions-internal", functionId, `${functionId}.js`);
        await fs.writeFile(file, markRequestComplete(await fs.readFile(file, "utf8")));
      }
    },
  };
}
