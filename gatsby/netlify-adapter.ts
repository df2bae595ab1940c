import { promises as fs } from "fs";
import type { IAdapter } from "gatsby";
import netlifyAdapter from "gatsby-adapter-netlify";
import path from "path";

/**
 * gatsby-adapter-netlify 1.4 builds each function's request from a plain stream; on Node 24 its `_destroy` takes a
 * message that never set `complete` as aborted and throws "Cannot read properties of undefined (reading
 * 'removeListener')". Marking it complete once its body is read, as Node's HTTP parser does, fixes it.
 */
export const REQUEST_BODY_END = "req.push(null)";
const MARK_COMPLETE = 'req.once("end", () => { req.complete = true }) // gatsby/netlify-adapter.ts';

export function markRequestComplete(handlerSource: string): string {
  if (!handlerSource.includes(REQUEST_BODY_END)) {
    throw new Error(
      `gatsby-adapter-netlify's function handler changed: "${REQUEST_BODY_END}" is gone, so gatsby/netlify-adapter.ts ` +
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
