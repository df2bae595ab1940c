import { execFileSync } from "child_process";
import { promises as fs } from "fs";
import path from "path";
import matter from "gray-matter";
import { consentScriptWarnings } from "./check-consent-script";
import { checkImpressumFacts, type ImpressumFacts } from "./check-impressum-facts";
import { checkLegalDates } from "./check-legal-dates";
import { checkStatedPeriods, type StatedPeriods } from "./check-stated-periods";
import { checkLaunchSettings, type LaunchEnv, type LaunchSettingsOptions } from "./check-launch-settings";
import { checkPrivacyPolicy, type ProcessingFacts } from "./check-privacy-policy";
import { findPlaceholders } from "./find-placeholders";
import { findPlaceholderImages } from "./find-placeholder-images";
import type { LaunchFinding } from "./launch-finding";
import { readSettings } from "../../core/settings/read-settings";
import { markdownFilesIn } from "../content-model/content-files";

/**
 * The line of a frontmatter key path in a file, e.g. ["providers", "mail", "country"]: each key
 * searched below the one before it, deeper indented. Falls back to the deepest key found.
 */
export function lineOfPath(file: string, text: string, keys: string[]): string {
  const lines = text.split("\n");
  let found = -1;
  let indent = -1;
  let from = 0;
  for (const key of keys) {
    const pattern = new RegExp(`^(\\s*)(?:- )?${key}:`);
    let index = -1;
    for (let i = from; i < lines.length; i += 1) {
      const match = lines[i].match(pattern);
      if (match && match[1].length > indent) {
        index = i;
        indent = match[1].length;
        break;
      }
      // Left the parent's block: a line indented no deeper than the parent.
      if (found >= 0 && lines[i].trim() && !lines[i].trim().startsWith("#") && lines[i].search(/\S/) <= indentOf(lines[found])) break;
    }
    if (index < 0) break;
    found = index;
    from = index + 1;
  }
  return `${file}:${found + 1 || 1}`;
}

const indentOf = (line: string) => line.search(/\S/);

/** Git's answer in `root`, or undefined where there is no repository (a copy) or no full history (a shallow clone). */
function git(root: string, args: string[]): string | undefined {
  try {
    return execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return undefined;
  }
}

/**
 * When a file last changed: the day the newest commit that touched it was written (with `lines`, one that
 * added or removed a line matching it), or today while the working tree changes it. Undefined
 * without a full history to ask.
 */
export function lastChange(root: string, file: string, today: Date, lines?: string): string | undefined {
  if (git(root, ["rev-parse", "--is-shallow-repository"]) !== "false") return undefined;
  const pattern = lines ? [`-G${lines}`] : [];
  if (git(root, ["diff", "HEAD", "--name-only", ...pattern, "--", file])) return today.toISOString().slice(0, 10);
  // The author date: a rebase or a merge keeps it, where it would move the committer date to its own day.
  return git(root, ["log", "-1", "--format=%as", ...pattern, "--", file]) || undefined;
}

/**
 * Everything that must change before the site goes live: placeholders in content/ (with
 * file and line, and placeholder images), the Impressum's required facts, the privacy policy against what
 * content/company.md declares, and settings left at their defaults.
 */
export async function launchReport(
  root: string,
  env: LaunchEnv,
  today = new Date(),
  options: LaunchSettingsOptions = {},
): Promise<LaunchFinding[]> {
  const contentDir = path.join(root, "content");
  const findings: LaunchFinding[] = [];
  for (const file of markdownFilesIn(contentDir)) {
    const relative = `content/${file}`;
    findings.push(...findPlaceholders(relative, await fs.readFile(path.join(contentDir, file), "utf8")));
  }
  findings.push(...(await findPlaceholderImages(root)));

  const companyText = await fs.readFile(path.join(contentDir, "company.md"), "utf8");
  const company = matter(companyText).data;
  const where = (keys: string[]) => lineOfPath("content/company.md", companyText, keys);
  findings.push(...checkImpressumFacts(company as ImpressumFacts, { where: (key) => where([key]) }));
  const policyFile = "content/legal/datenschutz.md";
  const policyText = await fs.readFile(path.join(root, policyFile), "utf8");
  const settings = readSettings(env);
  findings.push(
    ...checkPrivacyPolicy(company as ProcessingFacts, {
      file: policyFile,
      text: policyText,
      consentScript: Boolean(settings.GATSBY_CONSENT_SCRIPT_URL?.trim()),
      statisticsCounted: settings.STATS_ENABLED,
      where,
    }),
  );
  findings.push(...checkStatedPeriods(company.retention as StatedPeriods | undefined, (key) => where(["retention", key])));
  const copyrightEntered = lastChange(root, "content/company.md", today, "^copyrightYear:");
  const statementFile = "content/legal/barrierefreiheit.md";
  const statementText = await fs.readFile(path.join(root, statementFile), "utf8");
  findings.push(
    ...checkLegalDates(
      {
        policyDate: matter(policyText).data.date,
        policyChanged: lastChange(root, policyFile, today),
        copyrightYear: company.copyrightYear,
        copyrightEntered: copyrightEntered ? Number(copyrightEntered.slice(0, 4)) : undefined,
        statementReviewed: matter(statementText).data.date,
        today,
      },
      {
        policyDate: lineOfPath(policyFile, policyText, ["date"]),
        copyrightYear: where(["copyrightYear"]),
        statementReviewed: lineOfPath(statementFile, statementText, ["date"]),
      },
    ),
  );
  findings.push(...checkLaunchSettings(env, options));
  return findings;
}

/**
 * What is worth a look before launch but need not change (`npm run check:launch` prints it and
 * still passes): a consent script with nothing declared that needs consent.
 */
export async function launchWarnings(root: string, env: LaunchEnv): Promise<LaunchFinding[]> {
  const company = matter(await fs.readFile(path.join(root, "content", "company.md"), "utf8")).data as ProcessingFacts;
  return consentScriptWarnings(company, { consentScript: Boolean(readSettings(env).GATSBY_CONSENT_SCRIPT_URL?.trim()) });
}
