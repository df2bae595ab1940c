import { promises as fs } from "fs";
import path from "path";
import { renderShareImage } from "./share-image";

const decodeEntities = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

const metaContent = (html: string, property: string) =>
  html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1];

/**
 * Draws the share image every built page names in its `og:image`, from that page's
 * `og:title` and the company name: the pages decide (src/components/layout/Seo.tsx), the
 * build follows. Returns how many images it wrote.
 */
export async function writeShareImages(publicDir: string, siteName: string): Promise<number> {
  const images = new Map<string, string>();
  for (const entry of await fs.readdir(publicDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const html = await fs.readFile(path.join(entry.parentPath, entry.name), "utf8");
    const title = metaContent(html, "og:title");
    const image = metaContent(html, "og:image");
    if (title && image) images.set(new URL(decodeEntities(image)).pathname, decodeEntities(title));
  }
  for (const [imagePath, title] of images) {
    const file = path.join(publicDir, imagePath);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, await renderShareImage({ title, siteName }));
  }
  return images.size;
}
