import { execFileSync } from "child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "fs";
import os from "os";
import path from "path";

/**
 * A folder the server cannot write to. root writes through file modes, so as root the folder
 * is a read-only bind mount of an empty one; otherwise its mode is 0555. Throws when neither
 * makes it read-only, rather than letting a test pass without the condition it is about.
 */
export function readOnlyFolder(prepare: (dir: string) => void = () => {}) {
  const source = mkdtempSync(path.join(os.tmpdir(), "stats-ro-source-"));
  prepare(source);
  let dir = source;
  let release = () => chmodSync(source, 0o755);
  if (process.getuid?.() === 0) {
    dir = mkdtempSync(path.join(os.tmpdir(), "stats-ro-"));
    execFileSync("mount", ["--bind", "-o", "ro", source, dir]);
    release = () => execFileSync("umount", [dir]);
  } else {
    chmodSync(source, 0o555);
  }
  try {
    writeFileSync(path.join(dir, "probe"), "");
    release();
    throw new Error(`could not make ${dir} read-only for this test`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EROFS" && (error as NodeJS.ErrnoException).code !== "EACCES") throw error;
  }
  return {
    dir,
    remove() {
      release();
      rmSync(source, { recursive: true, force: true });
      if (dir !== source) rmSync(dir, { recursive: true, force: true });
    },
  };
}
