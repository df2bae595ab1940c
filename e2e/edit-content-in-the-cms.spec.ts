import { execFileSync, spawn, type ChildProcess } from "child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "fs";
import net from "net";
import os from "os";
import path from "path";
import matter from "gray-matter";
import { collectionFor } from "../gatsby/content-model/collections";
import { mergeTranslation } from "../gatsby/content-model/translations";
import { frontmatterOf } from "../gatsby/content-model/read-frontmatter";
import { validateFrontmatter } from "../gatsby/content-model/validate-frontmatter";
import { content } from "./support/content";
import { languages } from "../core/languages";
import { expect, test } from "./support/test";
import type { APIRequestContext, Page } from "@playwright/test";

// An editor without a code editor: the CMS at /admin/ over decap-server, Decap's local
// backend, in git mode over a throwaway repository holding a copy of content/.
const root = path.join(__dirname, "..");
test.describe.configure({ mode: "serial" });

let decap: ChildProcess | null = null;
let workingCopy = "";

const git = (...args: string[]) => execFileSync("git", args, { cwd: workingCopy, encoding: "utf8" }).trim();

test.beforeAll(async () => {
  workingCopy = mkdtempSync(path.join(os.tmpdir(), "cms-working-copy-"));
  cpSync(path.join(root, "content"), path.join(workingCopy, "content"), { recursive: true });
  // A throwaway repository, as `npm run cms` runs decap-server over the real one: git mode, in
  // which saving makes a branch with a commit and publishing merges it (the editorial workflow).
  git("init", "-q", "-b", "main");
  git("-c", "user.name=Test", "-c", "user.email=test@example.org", "add", ".");
  git("-c", "user.name=Test", "-c", "user.email=test@example.org", "commit", "-q", "-m", "Inhalte");
  decap = spawn(process.execPath, [path.join(root, "node_modules", "decap-server", "dist", "index.js")], {
    env: { ...process.env, PORT: "8081", BIND_HOST: "127.0.0.1", GIT_REPO_DIRECTORY: workingCopy, MODE: "git", LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  for (let i = 0; ; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(8081, "127.0.0.1", () => resolve(socket.end() && true));
      socket.on("error", () => resolve(false));
    });
    if (open) break;
    if (i > 50) throw new Error("decap-server did not start on 127.0.0.1:8081");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

// The test build is the public site's, whose CMS page may not reach decap-server on this
// machine (`npm run cms` builds with CMS_LOCAL_BACKEND, which allows it); this spec is about the
// editor's work, so the browser leaves the page's policy aside. The policy itself, and that Decap
// starts under it, are checked in no-content-security-policy-violations.spec.ts.
test.use({ bypassCSP: true });

test.afterAll(() => {
  decap?.kill();
  rmSync(workingCopy, { recursive: true, force: true });
});

interface ConfigField {
  name: string;
  label: string;
  widget: string;
}
interface CmsConfig {
  collections: {
    name: string;
    label: string;
    folder?: string;
    filter?: { field: string; value: string };
    fields?: ConfigField[];
    files?: { file: string; label: string; fields: ConfigField[] }[];
  }[];
}

/** The CMS's configuration as the build wrote it: the labels an editor sees, from the content model. */
async function cmsConfig(request: APIRequestContext): Promise<CmsConfig> {
  return JSON.parse(await (await request.get("/admin/config.yml")).text()) as CmsConfig;
}

/** The collection of a service page: the one entry of content/services/ with this address (cms-config.ts, page). */
const serviceCollection = (config: CmsConfig, slug: string) =>
  config.collections.find((collection) => collection.folder === "content/services" && collection.filter?.value === slug)!;

/** The form of one language (`de`, `en`): Decap shows the languages side by side, each pane headed by its code. */
const pane = (page: Page, language: string, label: string) =>
  page
    .locator("div")
    .filter({ has: page.getByText(`Aktuelle Sprache: ${language.toUpperCase()}`, { exact: true }) })
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .last();

/** A form field's label, as Decap shows it (with "(optional)" after optional fields). */
const fieldLabel = (page: Page, text: string) =>
  page.locator("label").filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\(optional\\))?$`) });

test("an editor changes a service page's title on a German form: saving makes a branch whose diff is the title's line, publishing merges it", async ({
  page,
  request,
}) => {
  const service = content<{ slug: string; title: string; seo: { keywords: string[] }; features: { name: string }[] }>("services/ai.de.md");
  const newTitle = `${service.title} (überarbeitet)`;
  const collection = serviceCollection(await cmsConfig(request), service.slug);
  const fields = collection.fields!;
  const title = fields.find((field) => field.name === "title")!;
  // The page's address is in the configuration, kept but never offered for editing.
  expect(fields.find((field) => field.name === "slug")).toMatchObject({ widget: "hidden" });

  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: collection.label }).first().click();
  // Listed by its title, not its file name.
  await page.getByText(service.title, { exact: true }).click();
  // The form speaks German: every field shows the label the content model declares, not its key.
  const german = pane(page, "de", title.label);
  await expect(german.getByLabel(title.label, { exact: true })).toHaveValue(service.title);
  for (const field of fields.filter((candidate) => candidate.widget !== "hidden")) {
    expect(field.label).not.toBe(field.name);
    await expect(fieldLabel(page, field.label).first(), field.name).toBeVisible();
  }
  // List items show their own text: each keyword, each card's name.
  for (const text of [...service.seo.keywords, ...service.features.map((feature) => feature.name)]) {
    await expect(page.getByText(text, { exact: true }).first(), text).toBeVisible();
  }
  // The page's address is not offered for editing.
  await expect(page.locator('[id^="slug-field"]')).toHaveCount(0);
  await german.getByLabel(title.label, { exact: true }).fill(newTitle);
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Status: Entwurf")).toBeVisible({ timeout: 15_000 });

  // Saved on a branch of its own, with one commit, touching only the page's file, and in it only the
  // title: every other value and the Markdown body read as before.
  const branch = git("branch", "--list", "cms/*").replace(/^[*+ ]+/, "");
  expect(branch.startsWith(`cms/${collection.name}/`)).toBe(true);
  expect(git("rev-list", "--count", `main..${branch}`)).toBe("1");
  expect(git("diff", "--name-only", `main...${branch}`)).toBe("content/services/ai.de.md");
  const before = git("show", "main:content/services/ai.de.md");
  const saved = git("show", `${branch}:content/services/ai.de.md`);
  expect(frontmatterOf(saved)).toEqual({ ...frontmatterOf(before), title: newTitle });
  expect(matter(saved, {}).content.trim()).toBe(matter(before, {}).content.trim());

  await page.getByText("Status: Entwurf").click();
  await page.getByText("Abgeschlossen", { exact: true }).click();
  await expect(page.getByText("Status: Abgeschlossen")).toBeVisible();
  // Decap asks "Are you sure?" with the browser's confirm dialog before it publishes.
  page.on("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await page.getByText("Jetzt veröffentlichen").click();

  // Published: merged into main.
  await expect.poll(() => frontmatterOf(git("show", "main:content/services/ai.de.md")).title, { timeout: 15_000 }).toBe(newTitle);
  const data = frontmatterOf(git("show", "main:content/services/ai.de.md"));
  expect(validateFrontmatter(collectionFor("services/ai")!.type, data)).toEqual([]);
});

test("a founder's photo shows in the CMS without an error response", async ({ page }) => {
  const file = readdirSync(path.join(root, "content", "team"))
    .filter((name) => name.endsWith(".de.md"))
    .sort()[0];
  const member = content<{ name: string }>(`team/${file}`);
  const failed: string[] = [];
  page.on("response", (response) => {
    const body = response.request().postData() ?? "";
    // The editorial workflow asks whether the entry has an unsaved draft; 404 is its answer "none".
    if (response.status() === 404 && body.includes('"action":"unpublishedEntry"')) return;
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()} ${body}`);
  });
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: "Team" }).first().click();
  await page.getByText(member.name, { exact: true }).first().click();
  const photo = page.locator('img[src^="blob:"], img[src^="data:"], img[src*="images/team"]').first();
  await expect(photo).toBeVisible({ timeout: 15_000 });
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(failed).toEqual([]);
});

test("the CMS lists every collection of the content model, service pages by their title, projects by their name, articles by their title", async ({
  page,
  request,
}) => {
  // Every collection, and the listings of projects, articles and each service page, each loaded from decap-server.
  test.setTimeout(90_000);
  const config = await cmsConfig(request);
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  for (const collection of config.collections) {
    await expect(page.getByRole("link", { name: collection.label }).first()).toBeVisible();
  }
  // Each entry once, by its German file: the translations are part of it.
  const germanFiles = (dir: string) => readdirSync(path.join(root, "content", dir)).filter((name) => name.endsWith(".de.md"));
  const listed = async (label: string, texts: string[]) => {
    await page.getByRole("link", { name: label }).first().click();
    for (const text of texts) await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  };
  // A page without a title of its own (webdesign) by its search-engine title.
  for (const file of germanFiles("services")) {
    const data = content<{ slug: string; title?: string; seo: { title: string } }>(`services/${file}`);
    await listed(serviceCollection(config, data.slug).label, [data.title ?? data.seo.title]);
  }
  const labelOf = (name: string) => config.collections.find((candidate) => candidate.name === name)!.label;
  await listed(
    labelOf("projects"),
    germanFiles("projects").map((file) => content<{ name: string }>(`projects/${file}`).name),
  );
  await listed(
    labelOf("blog"),
    germanFiles("blog").map((file) => content<{ title: string }>(`blog/${file}`).title),
  );
});

test("an article opens in Beiträge with its German form: the author by name from the team, topics and draft", async ({ page }) => {
  const [file] = readdirSync(path.join(root, "content", "blog"))
    .filter((name) => name.endsWith(".de.md"))
    .sort();
  const article = content<{ title: string; author: string }>(`blog/${file}`);
  const authorName = content<{ name: string }>(`team/${article.author}.de.md`).name;
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: "Beiträge" }).first().click();
  await page.getByText(article.title, { exact: true }).click();
  await expect(pane(page, "de", "Überschrift").getByLabel("Überschrift", { exact: true })).toHaveValue(article.title);
  for (const label of ["Kurzbeschreibung", "Veröffentlicht am", "Autor oder Autorin", "Themen", "Entwurf", "Text"]) {
    await expect(fieldLabel(page, label).first(), label).toBeVisible();
  }
  // The author is chosen from the team and shown by the name in its team file, not by the file name.
  await expect(page.getByText(authorName, { exact: true }).first()).toBeVisible({ timeout: 15_000 });
});

test("the contact problems' texts are editable, their anchors are not offered, and no entry is added or removed", async ({
  page,
  request,
}) => {
  const { problems } = content<{ problems: { anchor: string; text: string }[] }>("contact.de.md");
  const collection = (await cmsConfig(request)).collections.find((candidate) =>
    candidate.files?.some((file) => file.file === "content/contact.de.md"),
  )!;
  const file = collection.files!.find((candidate) => candidate.file === "content/contact.de.md")!;
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: collection.label }).first().click();
  await page.getByText(file.label, { exact: true }).click();
  // Each problem is listed by its text.
  const first = page.getByText(problems[0].text.replace(/\s+/g, " "), { exact: true }).first();
  await expect(first).toBeVisible({ timeout: 15_000 });
  // The list offers no new entry; each entry has an input for its text and none for its anchor.
  await expect(page.getByRole("button", { name: "Meldung hinzufügen" })).toHaveCount(0);
  await expect(fieldLabel(page, "Text der Meldung")).toHaveCount(problems.length);
  await expect(fieldLabel(page, "Sprungmarke")).toHaveCount(0);
});

test("a service page's editor shows German and English side by side: saving the English title writes only the English file, with its texts and no shared fact", async ({
  page,
  request,
}) => {
  const key = "services/social-media";
  const german = content<{ slug: string; title: string }>(`${key}.de.md`);
  const english = content<{ title: string }>(`${key}.en.md`);
  const newTitle = `${english.title} (revised)`;
  const collection = serviceCollection(await cmsConfig(request), german.slug);
  const title = collection.fields!.find((field) => field.name === "title")!;

  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: collection.label }).first().click();
  await page.getByText(german.title, { exact: true }).click();
  const englishTitle = pane(page, "en", title.label).getByLabel(title.label, { exact: true });
  await expect(pane(page, "de", title.label).getByLabel(title.label, { exact: true })).toHaveValue(german.title);
  await expect(englishTitle).toHaveValue(english.title);
  await englishTitle.fill(newTitle);
  await page.getByRole("button", { name: "Speichern" }).click();
  // The save is read from the repository: decap-server cannot reload an entry whose German file the branch left
  // unchanged (it rejects the empty blob id Decap asks with), so the editor keeps loading; on GitHub it reloads.
  const branchOf = () => git("branch", "--list", `cms/${collection.name}/*`).replace(/^[*+ ]+/, "");
  const changedFiles = () => (branchOf() ? git("diff", "--name-only", `main...${branchOf()}`) : "");
  // One commit on the entry's branch, touching only the English file, and in it only the title's line.
  await expect.poll(changedFiles, { timeout: 15_000 }).toBe(`content/${key}.en.md`);
  const branch = branchOf();
  const changedLines = git("diff", "--unified=0", `main...${branch}`)
    .split("\n")
    .filter((line) => /^[+-](?![+-]{2} )/.test(line));
  expect(changedLines.map((line) => line.slice(0, "+title: ".length))).toEqual(["-title: ", "+title: "]);
  // The English file keeps its own keys and gets no shared fact: the build merges it with the German file as it is.
  const before = frontmatterOf(git("show", `main:content/${key}.en.md`));
  const saved = frontmatterOf(git("show", `${branch}:content/${key}.en.md`));
  expect(saved.title).toBe(newTitle);
  expect(Object.keys(saved)).toEqual(Object.keys(before));
  const merged = mergeTranslation(collectionFor(key)!.type, frontmatterOf(git("show", `main:content/${key}.de.md`)), saved);
  expect(merged.problems).toEqual([]);
  expect(validateFrontmatter(collectionFor(key)!.type, merged.frontmatter)).toEqual([]);
});

test("a section of the privacy policy opens with its German and English texts side by side, listed by its name", async ({
  page,
  request,
}) => {
  const collection = (await cmsConfig(request)).collections.find((candidate) => candidate.folder === "content/legal/privacy")!;
  const purpose = collection.fields!.find((field) => field.name === "purpose")!;
  const [file] = readdirSync(path.join(root, "content", "legal", "privacy"))
    .filter((name) => name.endsWith(".de.md") && content<{ purpose?: string }>(`legal/privacy/${name}`).purpose)
    .sort();
  const key = `legal/privacy/${file.replace(/\.de\.md$/, "")}`;
  const german = content<{ title: string; purpose: string }>(`${key}.de.md`);
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: collection.label }).first().click();
  await page.getByText(german.title, { exact: true }).click();
  // The purpose is optional (a section without a line in the overview has none): Decap says so after the label.
  const purposes = page.getByRole("textbox", { name: `${purpose.label} (optional)`, exact: true });
  await expect(purposes).toHaveCount(languages.length, { timeout: 15_000 });
  for (const [index, { code }] of languages.entries()) {
    await expect(purposes.nth(index)).toHaveValue(content<{ purpose: string }>(`${key}.${code}.md`).purpose);
  }
});
