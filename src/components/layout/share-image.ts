/** Where a page's share image lies: `/` → `/og/index.png`, `/team/` → `/og/team.png`. The build draws one for every page that names it. */
export function shareImagePath(pathname: string): string {
  const page = pathname.replace(/^\/+|\/+$/g, "") || "index";
  return `/og/${page}.png`;
}

/** The size every share image is drawn in (src/lib/post-build/share-image.ts): the usual Open Graph size (1.91:1), which Facebook, LinkedIn and X all show uncropped. */
export const shareImageSize = { width: 1200, height: 630 } as const;
