import { promises as fs } from "fs";
import path from "path";
import type { Settings } from "../../core/settings/read-settings";
import { HEADERS_FILE, headersByPath, staticHostHeadersFile } from "../../core/static-host-headers";
import { hashedPages } from "../../plugins/gatsby-plugin-islands/build/inline-hashes";
import { precompressFiles } from "./precompress-files";
import type { ShareImagePage } from "./share-image-pages";
import { writeCmsAdmin } from "./write-cms-admin";
import { writeLogoImage } from "./write-logo-image";
import { writeShareImages } from "./write-share-images";

/** What the steps after `gatsby build` work from: the site's folder, this build's settings, and data from GraphQL. */
export interface PostBuildContext {
  root: string;
  publicDir: string;
  settings: Settings;
  shareImages: ShareImagePage[];
  companyName: string;
}

export interface PostBuildStep {
  name: string;
  /** Why this runs after the build rather than as part of a page. */
  why: string;
  run(context: PostBuildContext): Promise<void>;
}

/** The steps in order; the last one compresses what the others wrote. */
export const postBuildSteps: PostBuildStep[] = [
  {
    name: "CMS page",
    why: "/admin/ is Decap's prebuilt bundle on a page of its own, configured from the content model and this build's settings",
    run: ({ root, publicDir, settings }) =>
      writeCmsAdmin(root, publicDir, {
        repo: settings.CMS_GITHUB_REPO || "OWNER/REPOSITORY",
        branch: settings.CMS_BRANCH,
        authUrl: settings.CMS_AUTH_URL,
      }),
  },
  {
    name: "robots.txt",
    why: "its Sitemap line must be the absolute address from SITE_URL",
    run: ({ publicDir, settings }) =>
      fs.writeFile(
        path.join(publicDir, "robots.txt"),
        `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${settings.SITE_URL}/sitemap-index.xml\n`,
      ),
  },
  {
    name: "security headers",
    why: "each page's policy names its final inline scripts by their hashes; written once, as _headers.json for the production server and as _headers for Netlify and Cloudflare Pages (gatsby-adapter-netlify adds its own block to _headers afterwards)",
    run: async ({ publicDir, settings }) => {
      const svgFiles = (await fs.readdir(publicDir, { recursive: true }))
        .filter((file) => file.endsWith(".svg"))
        .map((file) => `/${file.split(path.sep).join("/")}`);
      const byPath = headersByPath(settings, await hashedPages(publicDir), svgFiles);
      await fs.writeFile(path.join(publicDir, HEADERS_FILE), JSON.stringify(byPath, null, 1));
      await fs.writeFile(path.join(publicDir, "_headers"), staticHostHeadersFile(settings, byPath));
    },
  },
  {
    name: "share images",
    why: "one Open Graph image per page, drawn from the title its query reads, so no name is baked into a file",
    run: ({ publicDir, shareImages, companyName }) => writeShareImages(publicDir, shareImages, companyName),
  },
  {
    name: "logo image",
    why: "search engines take the organisation's logo as a raster image of a known size; drawn from the site's SVG logo, so the two never differ",
    run: ({ publicDir }) => writeLogoImage(publicDir),
  },
  {
    name: "compressed copies",
    why: "Brotli and gzip copies of every final page and text file, which the production server sends as they are",
    run: ({ publicDir }) => precompressFiles(publicDir),
  },
];

export async function runPostBuildSteps(context: PostBuildContext): Promise<void> {
  for (const step of postBuildSteps) await step.run(context);
}
