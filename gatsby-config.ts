import type { GatsbyConfig } from "gatsby";
import { netlifyAdapterForNode24 } from "./build/netlify-adapter";
import { NOINDEX_PATHS } from "./core/noindex-paths";
import { siteUrl } from "./build/site-url";
import { existsSync } from "fs";
import { feedPluginOptions } from "./build/blog/feed";
import { languages } from "./core/languages";
import { sitemapPluginOptions } from "./build/blog/sitemap";
import { readContent } from "./build/content-model/read-frontmatter";
import { layout } from "./src/theme/tokens";
import { consentScript } from "./build/consent-script";
import { browserDefines, environment } from "./core/settings/read-settings";

// Each language's feed, named as a feed reader and its pages' <link rel="alternate"> show it (content/blog.<language>.md).
const contentDir = `${__dirname}/content`;
const companyName = readContent<{ name: string }>("company.de.md", contentDir).name;
const feeds = languages
  .filter(({ code }) => existsSync(`${contentDir}/blog.${code}.md`))
  .map(({ code }) => {
    const blogText = readContent<{ feedTitle: string; seo: { description: string } }>(`blog.${code}.md`, contentDir);
    return { language: code, title: `${companyName}: ${blogText.feedTitle}`, description: blogText.seo.description };
  });
// The width of an article's text column in CSS pixels (at the browsers' default 16 px to the rem).
const articleColumnPx = parseFloat(layout.textWidth) * 16;

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
  },
  // The CDN deployment (docs/operations.md, "Deploy"). Set explicitly, so a build never looks for an
  // adapter to download; on other machines it only writes Netlify's files beside the site.
  // On Node 24 its function handler needs one fix, applied in build/netlify-adapter.ts.
  adapter: netlifyAdapterForNode24({ excludeDatastoreFromEngineFunction: false, imageCDN: false }),
  // No `headers` here: each page's policy names its inline scripts by their hashes, known only once
  // the pages are written, so a step after the build writes the headers into _headers.json (the
  // production server) and _headers (build/post-build/post-build-steps.ts); Gatsby's option would
  // also repeat every header for each of the ~500 files.
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
          // Gives every heading an id so the privacy policy's table of contents can link to it
          // (gatsby-remark-autolink-headers without its scripts: plugins/gatsby-remark-heading-ids).
          { resolve: "gatsby-remark-heading-ids", options: { icon: false, removeAccents: true } },
          // Images in a body through sharp like every other image: sizes from a quarter to twice the article
          // column's width, WebP beside the original format as gatsby-plugin-image makes them, lazy, with a
          // box of the image's aspect ratio reserved. gatsby-remark-images without its browser script, after
          // a check that every image has its description and is a file the build can process
          // (plugins/gatsby-remark-body-images).
          {
            resolve: "gatsby-remark-body-images",
            options: {
              maxWidth: articleColumnPx,
              withWebp: true,
              withAvif: false,
              linkImagesToOriginal: false,
              loading: "lazy",
            },
          },
        ],
      },
    },
    {
      // Every interactive part is an island: no page loads Gatsby's runtime (plugins/gatsby-plugin-islands/README.md).
      // The consent script loads after each page's first paint, before its islands.
      resolve: "gatsby-plugin-islands",
      options: { define: browserDefines(environment(__dirname)), scriptsAfterPaint: [consentScript()].filter(Boolean) },
    },
    // Preact instead of React in the browser bundle: the same components, about 30 KB less JavaScript (docs/decisions.md).
    "gatsby-plugin-preact",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-plugin-sitemap",
      // Error pages and the answers to a form post are not for search engines; the blog's pages name their last change,
      // and every page with a counterpart its addresses in each language (xhtml:link, hreflang).
      options: sitemapPluginOptions([...NOINDEX_PATHS]),
    },
    {
      // The RSS 2.0 feed of the newest articles, and its <link rel="alternate"> in the head of every page.
      resolve: "gatsby-plugin-feed",
      options: feedPluginOptions({ siteUrl, feeds }),
    },
  ],
};

export default config;
