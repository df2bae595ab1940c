import { promises as fs } from "fs";
import path from "path";
import { renderShareImage } from "./share-image";

const decodeEntities = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

const metaContent = (html: string, property: string) =>
  html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1];

/**
 * The share image a built page names in its `og:image` (its path on the site) and the title
 * to draw on it, from its `og:title`: the pages decide (src/components/layout/Seo.tsx), the
 * build follows. Null for a page without Open Graph tags.
 */
export function shareImageOf(html: string): { imagePath: string; title: string } | null {
  const title = metaContent(html, "og:title");
  const image = metaContent(html, "og:image");
  return title && image ? { imagePath: new URL(decodeEntities(image)).pathname, title: decodeEntities(title) } : null;
}

/** Draws each share image (path → title) into the built site with the company name. */
export async function writeShareImages(publicDir: string, images: Map<string, string>, siteName: string): Promise<void> {
  for (const [imagePath, title] of images) {
    const file = path.join(publicDir, imagePath);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, await renderShareImage({ title, siteName }));
  }
}
