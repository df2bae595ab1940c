import { isValidElement, type ReactElement, type ReactNode } from "react";

/**
 * The one place that knows Gatsby's own scripts, as gatsby/cache-dir/static-entry.js (5.16) names them (README, "What
 * it relies on"): Gatsby 5 has no option to render without its runtime. Preload links of bundles and page data in the
 * head; after the body, `script-loader`, and the `_gatsby-scripts` slice or `chunk-mapping` and bundle tags keyed by `src`.
 */
function isGatsbyScript(node: ReactNode): boolean {
  if (!isValidElement(node)) return false;
  const props = node.props as { sliceId?: string; src?: string; as?: string; href?: string };
  return (
    ["script-loader", "chunk-mapping"].includes(String(node.key)) ||
    props.sliceId === "_gatsby-scripts" ||
    (node.type === "script" && props.src !== undefined && node.key === props.src) ||
    (node.type === "link" && (props.as === "script" || (props.as === "fetch" && String(props.href).includes("/page-data/"))))
  );
}

/** What of Gatsby's runtime a built page would name if the filter missed it: its bundles, page data, loader or script slice. */
export const GATSBY_RUNTIME_IN_HTML =
  /\/(app|framework|webpack-runtime|commons|polyfill)-[0-9a-f]+\.js|page-data|___loader|_gatsby-scripts/;

/** `components` without Gatsby's scripts; any other `<script src>` stops the build, as the pages' policy would block it. */
export function withoutGatsbyScripts(components: ReactNode[], pathname: string): ReactNode[] {
  const kept = components.filter((node) => !isGatsbyScript(node));
  const src = kept
    .map((node) => isValidElement(node) && node.type === "script" && (node as ReactElement<{ src?: string }>).props.src)
    .find(Boolean);
  if (src) {
    throw new Error(
      `${pathname}: the page renders <script src="${src}">, which its Content-Security-Policy would block. ` +
        "Load it from an island, or as a script after the first paint (gatsby-plugin-islands' option scriptsAfterPaint)",
    );
  }
  return kept;
}
