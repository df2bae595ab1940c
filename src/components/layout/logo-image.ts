/**
 * The agency's logo as a raster image for search engines: schema.org `logo` of the organisation and of every
 * article's publisher. Google's rules want a logo of at least 112×112 pixels in a format Google Images reads; a
 * PNG has a size of its own, an SVG has none. The build draws it from the site's SVG logo
 * (build/post-build/write-logo-image.ts).
 */
export const logoImage = { source: "/favicon.svg", path: "/logo.png", width: 512, height: 512 } as const;
