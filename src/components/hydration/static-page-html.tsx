import { isValidElement, type ReactNode } from "react";

/**
 * What a static page's HTML leaves out (gatsby-ssr's onPreRenderHTML): the head's mark of a
 * scripted page (`js-class`, ours) and Gatsby's scripts: its page-path script
 * (`script-loader`), the slice that holds the bundle tags and chunk map (`_gatsby-scripts`),
 * and, for a build without slices, the chunk map, the bundle tags and their preload links.
 * Names from gatsby/cache-dir/static-entry.js (5.16); e2e/ship-static-pages-without-scripts
 * fails when a static page still loads a bundle.
 */
function isPageScript(node: ReactNode): boolean {
  if (!isValidElement(node)) return false;
  const props = node.props as { sliceId?: string; src?: string; as?: string };
  return (
    ["js-class", "script-loader", "chunk-mapping"].includes(String(node.key)) ||
    props.sliceId === "_gatsby-scripts" ||
    (node.type === "script" && Boolean(props.src)) ||
    (node.type === "link" && props.as === "script")
  );
}

export const withoutPageScripts = (components: ReactNode[]) => components.filter((node) => !isPageScript(node));

/**
 * Without Gatsby's router a link is an ordinary page load: the browser fetches the next page
 * while the pointer rests on its link (Speculation Rules, "moderate"; browsers without them
 * just follow the link). Only the site's own pages: not the contact endpoint or the CMS.
 */
const ownPages = { and: [{ href_matches: "/*" }, { not: { href_matches: ["/api/*", "/admin/*"] } }] };

export const prefetchOnHover = (
  <script
    key="prefetch-on-hover"
    type="speculationrules"
    dangerouslySetInnerHTML={{ __html: JSON.stringify({ prefetch: [{ source: "document", where: ownPages, eagerness: "moderate" }] }) }}
  />
);
