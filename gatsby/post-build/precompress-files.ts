import { promises as fs } from "fs";
import path from "path";
import { promisify } from "util";
import { brotliCompress, constants, gzip } from "zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Pages and the text the browser fetches.
const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|webmanifest)$/;
// Below about one packet, compression saves nothing worth a second file.
const MIN_BYTES = 1024;
const LARGE_BYTES = 512 * 1024;

/** Writes `.br` and `.gz` copies beside every compressible file; the server picks one by Accept-Encoding. */
export async function precompressFiles(dir: string): Promise<void> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const content = await fs.readFile(file);
      if (content.length < MIN_BYTES) {
        // A copy left from an earlier build would be sent in place of the new file.
        await Promise.all([fs.rm(`${file}.br`, { force: true }), fs.rm(`${file}.gz`, { force: true })]);
        return;
      }
      // The best Brotli for the site's own files; a faster level for the CMS's megabytes.
      const quality = content.length > LARGE_BYTES ? 9 : 11;
      const [br, gz] = await Promise.all([
        brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
        gzipAsync(content, { level: 9 }),
      ]);
      await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
    }),
  );
}
