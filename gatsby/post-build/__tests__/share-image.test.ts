/** @jest-environment node */
import { renderShareImage, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "../share-image";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG starts with its 8-byte signature, then the IHDR chunk: length (4), "IHDR" (4), width (4), height (4). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.toString("latin1", 12, 16)).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const siteName = "Agentur Beispiel";

describe("renderShareImage", () => {
  it("renders a 1200×630 PNG", async () => {
    const png = await renderShareImage({ title: "Impressum", siteName });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect({ width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT }).toEqual({ width: 1200, height: 630 });
  });

  it("gives different images for different titles", async () => {
    const [a, b] = await Promise.all([
      renderShareImage({ title: "Unser Team", siteName }),
      renderShareImage({ title: "Unsere Projekte", siteName }),
    ]);
    expect(a.equals(b)).toBe(false);
  });

  it("still renders a title far too long for three lines, and a word wider than the image", async () => {
    const long = Array.from({ length: 12 }, () => "Webdesign & Entwicklung – Digitale Erlebnisse schaffen").join(" ");
    const word = "Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichenhersteller";
    for (const title of [long, word]) {
      expect(pngSize(await renderShareImage({ title, siteName: `${siteName} ${long}` }))).toEqual({
        width: 1200,
        height: 630,
      });
    }
  });

  it("renders German umlauts and ß", async () => {
    const png = await renderShareImage({
      title: "Datenschutzerklärung: Größe, Maße, Übersicht",
      siteName: "Ärzte & Söhne",
    });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it("refuses an empty title", async () => {
    await expect(renderShareImage({ title: "  \n ", siteName })).rejects.toThrow(/title is empty/);
  });
});
