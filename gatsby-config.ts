import type { GatsbyConfig } from "gatsby";
import { netlifyAdapterForNode24 } from "./gatsby/netlify-adapter";
import { NOINDEX_PATHS } from "./core/noindex-paths";
import { siteUrl } from "./gatsby/site-url";
import { feedPath, feedPluginOptions } from "./gatsby/blog/feed";
import { languages } from "./core/languages";
import { sitemapPluginOptions } from "./gatsby/blog/sitemap";
import { frontmatterIn, loadContent } from "./gatsby/content-model/load-content";
import { layout } from "./src/theme/tokens";
import { consentScript } from "./gatsby/consent-script";
import { browserDefines, environment } from "./core/settings/read-settings";
import { ADMIN_PATH } from "./core/security-headers";

// Each language's feed, named as a feed reader and its pages' <link rel="alternate"> show it (content/blog.<language>.md).
const contentDir = `${__dirname}/content`;
const content = loadContent(contentDir);
const companyName = frontmatterIn<{ name: string }>(content, "company")?.name;
const feeds = languages.flatMap(({ code }) => {
  const blogText = frontmatterIn<{ feedTitle: string; seo: { description: string } }>(content, "blog", code);
  return blogText ? [{ language: code, title: `${companyName}: ${blogText.feedTitle}`, description: blogText.seo.description }] : [];
});
// An article's text column in CSS pixels (16 px to the rem).
const articleColumnPx = parseFloat(layout.textWidth) * 16;

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  // Set explicitly, so a build never looks for an adapter to download (docs/operations.md, "Deploy"; Node 24 fix inside).
  adapter: netlifyAdapterForNode24({ excludeDatastoreFromEngineFunction: false, imageCDN: false }),
  // No `headers`: each page's policy needs its written inline scripts' hashes (gatsby/post-build/post-build-steps.ts).
  // Every page lives at "/path/", for links, canonical URLs and the sitemap alike.
  trailingSlash: "always",
  // Typed query results in src/gatsby-types.d.ts, also written by `gatsby build` so a fresh clone can type-check.
  graphqlTypegen: { generateOnBuild: true },
  // emotion's JSX runtime: the css prop works everywhere.
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  plugins: [
    { resolve: "gatsby-source-filesystem", options: { name: "content", path: contentDir } },
    {
      resolve: "gatsby-transformer-remark",
      options: {
        plugins: [
          // No HTML in a body that would run or load: the build hashes every inline script into the policy.
          "gatsby-remark-no-scripts",
          // A link whose text is its address is marked, so the printout does not repeat the address (plugins/gatsby-remark-address-shown).
          "gatsby-remark-address-shown",
          // Heading ids, for the privacy policy's table of contents.
          { resolve: "gatsby-remark-heading-ids", options: { icon: false, removeAccents: true } },
          // Images in a body through sharp like every other image, after a check of each (plugins/gatsby-remark-body-images).
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
      // No page loads Gatsby's runtime (plugins/gatsby-plugin-islands/README.md); the consent script loads after the first paint.
      resolve: "gatsby-plugin-islands",
      options: {
        define: browserDefines(environment(__dirname)),
        scriptsAfterPaint: [consentScript()].filter(Boolean),
        speculation: {
          // Never made ready ahead of time: the CMS, the API (where every form posts), the feeds, the error pages and
          // the answers to a form post.
          exclude: [`${ADMIN_PATH}*`, "/api/*", ...feeds.map(({ language }) => feedPath(language)), ...NOINDEX_PATHS],
        },
      },
    },
    // Gatsby renders the pages (and runs `gatsby develop`) with the same Preact that hydrates the islands (docs/decisions.md).
    "gatsby-plugin-preact",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-plugin-sitemap",
      // Without error pages and form answers; with each page's addresses in every language (hreflang).
      options: sitemapPluginOptions([...NOINDEX_PATHS]),
    },
    {
      // Each language's RSS feed of the newest articles, linked from every page's head.
      resolve: "gatsby-plugin-feed",
      options: feedPluginOptions({ siteUrl, feeds }),
    },
  ],
};

export default config;
