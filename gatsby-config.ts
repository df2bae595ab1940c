import type { GatsbyConfig } from "gatsby";
import { siteUrl } from "./src/config/site-url";

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
  },
  // One policy for links, canonical URLs and the sitemap: every page lives at "/path/".
  trailingSlash: "always",
  // Typed query results in src/gatsby-types.d.ts, also written by `gatsby build` so a fresh clone can type-check.
  graphqlTypegen: { generateOnBuild: true },
  // Automatic JSX runtime from emotion: the css prop works everywhere; gatsby-ssr.tsx
  // writes the styles each page uses into the head of its server-rendered HTML.
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: `${__dirname}/content` },
    },
    {
      resolve: "gatsby-transformer-remark",
      options: {
        plugins: [
          // Gives every heading an id so the privacy policy's table of contents can link to it.
          { resolve: "gatsby-remark-autolink-headers", options: { icon: false, removeAccents: true } },
        ],
      },
    },
    // Preact instead of React in the browser bundle: the same components, about 30 KB less JavaScript (see README).
    "gatsby-plugin-preact",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-plugin-sitemap",
      options: { excludes: ["/404/", "/404.html", "/dev-404-page/"] },
    },
  ],
};

export default config;
