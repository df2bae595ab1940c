import { promises as fs } from "fs";
import path from "path";
import { Resvg } from "@resvg/resvg-js";
import { logoImage } from "../../src/components/layout/logo-image";

/** Draws the site's SVG logo, as the built site serves it, into a PNG beside it at the size `logoImage` declares. */
export async function writeLogoImage(publicDir: string): Promise<void> {
  const svg = await fs.readFile(path.join(publicDir, logoImage.source));
  const png = new Resvg(svg, { fitTo: { mode: "width", value: logoImage.width }, font: { loadSystemFonts: false } }).render();
  if (png.width !== logoImage.width || png.height !== logoImage.height) {
    throw new Error(
      `${logoImage.source} is not square: it drew ${png.width}×${png.height}, the logo must be ${logoImage.width}×${logoImage.height}`,
    );
  }
  await fs.writeFile(path.join(publicDir, logoImage.path), png.asPng());
}
