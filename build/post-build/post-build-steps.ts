import { promises as fs } from "fs";
import path from "path";
import type { Settings } from "../../core/settings/read-settings";
import { HEADERS_FILE, headersByPath, staticHostHeadersFile } from "../../core/static-host-headers";
import { hashedPages } from "../../plugins/gatsby-plugin-islands/build/inline-hashes";
import { precompressFiles } from "./precompress-files";
import type { ShareImagePage } from "./share-image-pages";
import { writeCmsAdmin } from "./write-cms-admin";
import { writeLogoImage } from "./write-logo-image";
import { writeShareImages } from "./share-image";

/** What the steps after `gatsby build` work from: the site's folder, this build's settings, and data from GraphQL. */
export interface PostBuildContext {
  root: string;
  publicDir: string;
  settings: Settings;
  shareImages: ShareImagePage[];
  companyName: string;
}

/** The steps that need the whole built site or this build's settings, in order; the last compresses what the others wrote. */
export async function runPostBuildSteps({ root, publicDir, settings, shareImages, companyName }: PostBuildContext): Promise<void> {
  // /admin/ is Decap's prebuilt bundle on a page of its own, configured from the content model and this build's settings.
  await writeCmsAdmin(root, publicDir, {
    repo: settings.CMS_GITHUB_REPO || "OWNER/REPOSITORY",
    branch: settings.CMS_BRANCH,
    authUrl: settings.CMS_AUTH_URL,
  });
  // robots.txt: its Sitemap line must be the absolute address from SITE_URL.
  const robots = `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${settings.SITE_URL}/sitemap-index.xml\n`;
  await fs.writeFile(path.join(publicDir, "robots.txt"), robots);
  // Security headers: each page's policy names its final inline scripts by their hashes; written once, as
  // _headers.json for the production server and as _headers for Netlify and Cloudflare Pages
  // (gatsby-adapter-netlify adds its own block to _headers afterwards).
  const svgFiles = (await fs.readdir(publicDir, { recursive: true }))
    .filter((file) => file.endsWith(".svg"))
    .map((file) => `/${file.split(path.sep).join("/")}`);
  const byPath = headersByPath(settings, await hashedPages(publicDir), svgFiles);
  await fs.writeFile(path.join(publicDir, HEADERS_FILE), JSON.stringify(byPath, null, 1));
  await fs.writeFile(path.join(publicDir, "_headers"), staticHostHeadersFile(settings, byPath));
  // One Open Graph image per page, drawn from the title its query reads, so no name is baked into a file.
  await writeShareImages(publicDir, shareImages, companyName);
  // Search engines take the organisation's logo as a raster image of a known size; drawn from the site's SVG logo,
  // so the two never differ.
  await writeLogoImage(publicDir);
  // Brotli and gzip copies of every final page and text file, which the production server sends as they are.
  await precompressFiles(publicDir);
}
