import { promises as fs } from "fs";
import path from "path";
import { settingsFromEnvironment } from "../../core/settings/read-settings";
import { headersByPath, HEADERS_FILE, staticHostHeadersFile } from "../../core/static-host-headers";
import { hashedPages } from "../../plugins/gatsby-plugin-islands/node/inline-hashes";
import { precompressFiles } from "./precompress-files";
import type { ShareImagePage } from "./share-image-pages";
import { writeCmsAdmin } from "./write-cms-admin";
import { writeLogoImage } from "./write-logo-image";
import { writeShareImages } from "./share-image";

/** The steps that need the whole built site or this build's settings; the last compresses what the others wrote. */
export async function runPostBuildSteps(root: string, shareImages: ShareImagePage[], companyName: string): Promise<void> {
  const publicDir = path.join(root, "public");
  const settings = settingsFromEnvironment(root);
  await writeCmsAdmin(root, publicDir, {
    repo: settings.CMS_GITHUB_REPO || "OWNER/REPOSITORY",
    branch: settings.CMS_BRANCH,
    authUrl: settings.CMS_AUTH_URL,
  });
  // robots.txt: its Sitemap line must be the absolute address from SITE_URL.
  const robots = `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${settings.SITE_URL}/sitemap-index.xml\n`;
  await fs.writeFile(path.join(publicDir, "robots.txt"), robots);
  // Security headers naming each page's final inline scripts by hash: for the own server and for Netlify/Cloudflare Pages.
  const svgFiles = (await fs.readdir(publicDir, { recursive: true }))
    .filter((file) => file.endsWith(".svg"))
    .map((file) => `/${file.split(path.sep).join("/")}`);
  const byPath = headersByPath(settings, await hashedPages(publicDir), svgFiles);
  await fs.writeFile(path.join(publicDir, HEADERS_FILE), staticHostHeadersFile(settings, byPath));
  // Gatsby's record of its bundles, read while it rendered the pages, and source maps (also of earlier builds, which
  // Gatsby leaves in public/): nothing serves or needs them, and a map is the whole source.
  const internal = (await fs.readdir(publicDir, { recursive: true })).filter((file) =>
    /\.map(\.br|\.gz)?$|^webpack\.stats\.json|^_headers\.json/.test(file),
  );
  await Promise.all(internal.map((file) => fs.rm(path.join(publicDir, file), { force: true })));
  await writeShareImages(publicDir, shareImages, companyName);
  // Search engines take the logo as a raster image; drawn from the SVG so the two never differ.
  await writeLogoImage(publicDir);
  await precompressFiles(publicDir);
}
