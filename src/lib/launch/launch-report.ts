import { promises as fs } from "fs";
import path from "path";
import matter from "gray-matter";
import { checkImpressumFacts, type ImpressumFacts } from "./check-impressum-facts";
import { checkLaunchSettings, type LaunchEnv } from "./check-launch-settings";
import { findPlaceholders } from "./find-placeholders";
import type { LaunchFinding } from "./launch-finding";

/** The line of a frontmatter key in a file (the first one of that name), for a finding's place. */
function lineOf(file: string, text: string, key: string): string {
  const index = text.split("\n").findIndex((line) => new RegExp(`^\\s*${key}:`).test(line));
  return `${file}:${index + 1 || 1}`;
}

/**
 * Everything that must change before the site goes live: placeholders in content/ (with
 * file and line), the Impressum's required facts, and settings left at their defaults.
 */
export async function launchReport(root: string, env: LaunchEnv): Promise<LaunchFinding[]> {
  const contentDir = path.join(root, "content");
  const findings: LaunchFinding[] = [];
  const files = (await fs.readdir(contentDir, { recursive: true })).filter((file) => file.endsWith(".md")).sort();
  for (const file of files) {
    const relative = `content/${file.split(path.sep).join("/")}`;
    findings.push(...findPlaceholders(relative, await fs.readFile(path.join(contentDir, file), "utf8")));
  }

  const companyText = await fs.readFile(path.join(contentDir, "company.md"), "utf8");
  const impressum = await fs.readFile(path.join(contentDir, "legal", "impressum.md"), "utf8");
  const representatives = files
    .filter((file) => file.startsWith(`team${path.sep}`))
    .map((file) => matter.read(path.join(contentDir, file)).data.name as string);
  findings.push(
    ...checkImpressumFacts(matter(companyText).data as ImpressumFacts, {
      representatives,
      hasContactForm: /\]\(\/kontakt\/\)/.test(impressum),
      where: (key) => lineOf("content/company.md", companyText, key),
    }),
  );
  findings.push(...checkLaunchSettings(env));
  return findings;
}
