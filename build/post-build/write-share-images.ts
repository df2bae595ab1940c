import { promises as fs } from "fs";
import path from "path";
import { renderShareImage } from "./share-image";
import type { ShareImagePage } from "./share-image-pages";

/** Draws each page's share image into the built site, with the company name. */
export async function writeShareImages(publicDir: string, images: ShareImagePage[], siteName: string): Promise<void> {
  for (const { imagePath, title } of images) {
    const file = path.join(publicDir, imagePath);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, await renderShareImage({ title, siteName }));
  }
}
