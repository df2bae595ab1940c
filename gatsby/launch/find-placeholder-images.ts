import { promises as fs } from "fs";
import path from "path";
import type { LaunchFinding } from "./launch-finding";

/** The JPEG comment the shipped placeholder photos carry: read from the file, whatever its name or alt text. */
export const PLACEHOLDER_IMAGE_MARK = "Platzhalterbild";

/** Every image under content/images/ that is still a shipped placeholder, in a stable order. */
export async function findPlaceholderImages(root: string): Promise<LaunchFinding[]> {
  const entries = await fs.readdir(path.join(root, "content/images"), { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
  const what = "placeholder image: replace it with the real photo (keep the file name, or change the name where it is used)";
  const findings: LaunchFinding[] = [];
  for (const file of files) {
    if ((await fs.readFile(path.join(root, file))).includes(PLACEHOLDER_IMAGE_MARK, 0, "utf8")) findings.push({ where: file, what });
  }
  return findings;
}
