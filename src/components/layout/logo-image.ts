/** The schema.org `logo`: Google wants at least 112×112 pixels, so a PNG (an SVG has no size), drawn by the build. */
export const logoImage = { source: "/favicon.svg", path: "/logo.png", width: 512, height: 512 } as const;
