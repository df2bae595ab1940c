import { isValidElement, type ReactNode } from "react";

/**
 * The one place that removes Gatsby's own scripts from the pages it renders (gatsby-ssr's
 * onPreRenderHTML): the site uses Gatsby to build, not to run. Gatsby 5 has no option to
 * render without its runtime, so this filters the components its renderer hands over: its
 * page-path script (`script-loader`), the slice that holds the bundle tags and chunk map
 * (`_gatsby-scripts`), and, for a build without slices, the chunk map, the bundle tags and their
 * preload links. Names from gatsby/cache-dir/static-entry.js (5.16);
 * e2e/every-page/heads.spec.ts fails when a built page still names a Gatsby bundle.
 */
function isGatsbyScript(node: ReactNode): boolean {
  if (!isValidElement(node)) return false;
  const props = node.props as { sliceId?: string; src?: string; as?: string };
  return (
    ["script-loader", "chunk-mapping"].includes(String(node.key)) ||
    props.sliceId === "_gatsby-scripts" ||
    (node.type === "script" && Boolean(props.src)) ||
    (node.type === "link" && (props.as === "script" || props.as === "fetch"))
  );
}

export const withoutGatsbyScripts = (components: ReactNode[]) => components.filter((node) => !isGatsbyScript(node));

/**
 * A link is an ordinary page load: the browser fetches the next page while the pointer rests
 * on its link (Speculation Rules, "moderate"; browsers without them just follow the link).
 * Only the site's own pages: not the contact endpoint or the CMS.
 */
const ownPages = { and: [{ href_matches: "/*" }, { not: { href_matches: ["/api/*", "/admin/*"] } }] };

export const prefetchOnHover = (
  <script
    key="prefetch-on-hover"
    type="speculationrules"
    dangerouslySetInnerHTML={{ __html: JSON.stringify({ prefetch: [{ source: "document", where: ownPages, eagerness: "moderate" }] }) }}
  />
);
