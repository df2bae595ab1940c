/**
 * The logo as schema.org `logo` of the organisation and every article's publisher: Google wants at least 112×112
 * pixels in a format Google Images reads, so a PNG (an SVG has no size), drawn by build/post-build/write-logo-image.ts.
 */
export const logoImage = { source: "/favicon.svg", path: "/logo.png", width: 512, height: 512 } as const;
