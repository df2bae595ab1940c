/** @jest-environment node */
import { mkdtemp, readFile, rm, copyFile, writeFile } from "fs/promises";
import { tmpdir } from "os";
import path from "path";
import { logoImage } from "../../../src/components/layout/logo-image";
import { writeLogoImage } from "../write-logo-image";

describe("writeLogoImage", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "logo-image-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("draws the site's SVG logo as a PNG of at least 112×112 pixels, the smallest logo Google takes", async () => {
    await copyFile(path.join(__dirname, "../../../static", logoImage.source), path.join(dir, logoImage.source));
    await writeLogoImage(dir);
    const png = await readFile(path.join(dir, logoImage.path));
    expect(png.toString("latin1", 1, 4)).toBe("PNG");
    const size = { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
    expect(size).toEqual({ width: logoImage.width, height: logoImage.height });
    expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(112);
  });

  it("stops the build when the logo is not square, rather than publish a size it does not declare", async () => {
    await writeFile(
      path.join(dir, logoImage.source),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 32"><rect width="64" height="32"/></svg>',
    );
    await expect(writeLogoImage(dir)).rejects.toThrow(/not square/);
  });
});
