import { execFileSync } from "child_process";
import path from "path";
import YAML from "yaml";
import type { Pair, Scalar, YAMLMap } from "yaml/types";
import { checkImpressumFacts, type ImpressumFacts } from "./check-impressum-facts";
import { checkLegalDates } from "./check-legal-dates";
import { checkLaunchSettings } from "./check-launch-settings";
import { checkDeclaredProcessing } from "./check-declared-processing";
import { findPlaceholders } from "./find-placeholders";
import type { LaunchFinding } from "./launch-finding";
import { readSettings, type SettingsEnv } from "../../core/settings/read-settings";
import { loadContent, type Content } from "../content-model/load-content";
import { contentFilePath, keysUnder } from "../content-model/collections";
import { findMissingTranslations } from "./find-missing-translations";
import { checkLegalTokens } from "./check-legal-tokens";
import { defaultLanguage, languages } from "../../core/languages";

/** The line of a frontmatter key path (["providers", "mail", "country"]), else of the deepest key found. */
export function lineOfPath(file: string, text: string, keys: string[]): string {
  const end = text.indexOf("\n---", 3);
  let node = YAML.parseDocument(end < 0 ? text : text.slice(0, end)).contents as YAMLMap | null;
  let offset = -1;
  for (const key of keys) {
    const pair = node?.items?.find((item: Pair) => String((item.key as Scalar).value) === key);
    if (!pair) break;
    offset = (pair.key as Scalar).range![0];
    node = pair.value as YAMLMap;
  }
  return `${file}:${offset < 0 ? 1 : text.slice(0, offset).split("\n").length}`;
}

/** Git's answer in `root`, or undefined where there is no repository (a copy) or no full history (a shallow clone). */
function git(root: string, args: string[]): string | undefined {
  try {
    return execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return undefined;
  }
}

/** The day a file last changed (with `lines`: a line matching it), today while uncommitted; undefined without full history. */
export function lastChange(root: string, file: string, today: Date, lines?: string): string | undefined {
  if (git(root, ["rev-parse", "--is-shallow-repository"]) !== "false") return undefined;
  const pattern = lines ? [`-G${lines}`] : [];
  if (git(root, ["diff", "HEAD", "--name-only", ...pattern, "--", file])) return today.toISOString().slice(0, 10);
  // The author date, which a rebase or a merge keeps.
  return git(root, ["log", "-1", "--format=%as", ...pattern, "--", file]) || undefined;
}

/** A content file's frontmatter, and where a key path of it is. */
function contentFile(content: Content, file: string) {
  const { text = "", own = {} } = content.records.get(file) ?? {};
  return { data: own, where: (keys: string[]) => lineOfPath(`content/${file}`, text, keys) };
}

/** A content file's path in each language it is written in, the default language's first. */
const inEachLanguage = (files: readonly string[], key: string) =>
  languages
    .map(({ code }) => contentFilePath({ key, language: code }))
    .filter((file) => files.includes(file))
    .map((file) => `content/${file}`);

/** Everything that must change before the site goes live, each with its file and line or setting. */
export async function launchReport(
  root: string,
  env: SettingsEnv,
  today = new Date(),
  /** `netlify`: for the deployment to Netlify, whose function reads its own settings and whose CDN serves the pages uncounted. */
  { netlify = false }: { netlify?: boolean } = {},
): Promise<LaunchFinding[]> {
  const findings: LaunchFinding[] = [];
  const content = loadContent(path.join(root, "content"));
  const files = content.paths;
  for (const { path: file, text } of content.records.values()) findings.push(...findPlaceholders(`content/${file}`, text));
  const photo = "placeholder image: replace it with the real photo (keep the file name, or change the name where it is used)";
  findings.push(...content.placeholderImages.map((file) => ({ where: `content/${file}`, what: photo })));
  findings.push(...findMissingTranslations(files));
  for (const key of keysUnder(files, "legal")) {
    const [original, ...translations] = inEachLanguage(files, key).map((file) => ({
      file,
      text: content.records.get(file.slice("content/".length))!.text,
    }));
    findings.push(...checkLegalTokens(original, translations));
  }
  const company = contentFile(content, "company.de.md");
  const facts = company.data as ImpressumFacts;
  // The policy in every language with the sections it is assembled from, and the periods it states.
  const policyFiles = [
    ...["legal/datenschutz", ...keysUnder(files, "legal/privacy")].flatMap((key) => inEachLanguage(files, key)),
    "core/retention-periods.ts",
  ];
  const policy = contentFile(content, contentFilePath({ key: "legal/datenschutz", language: defaultLanguage }));
  const statement = contentFile(content, contentFilePath({ key: "legal/barrierefreiheit", language: defaultLanguage }));
  const copyrightEntered = lastChange(root, "content/company.de.md", today, "^copyrightYear:");
  findings.push(
    ...checkImpressumFacts(facts, { where: (key) => company.where(key.split(".")) }),
    ...checkDeclaredProcessing(facts, {
      consentScript: Boolean(readSettings(env).GATSBY_CONSENT_SCRIPT_URL?.trim()),
      ownServer: !netlify,
      statisticsCounted: !netlify && readSettings(env).STATS_ENABLED,
      where: company.where,
    }),
    ...checkLegalDates(
      {
        policyDate: policy.data.date as string | undefined,
        policyChanges: policyFiles.map((file) => ({ file, changed: lastChange(root, file, today) })),
        copyrightYear: facts.copyrightYear,
        copyrightEntered: copyrightEntered ? Number(copyrightEntered.slice(0, 4)) : undefined,
        statementReviewed: statement.data.date as string | undefined,
        today,
      },
      { policyDate: policy.where(["date"]), copyrightYear: company.where(["copyrightYear"]), statementReviewed: statement.where(["date"]) },
    ),
    ...checkLaunchSettings(env, { functionSettingsOnHost: netlify }),
  );
  return findings;
}
