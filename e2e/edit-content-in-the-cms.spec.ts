import { execFileSync, spawn, type ChildProcess } from "child_process";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "fs";
import net from "net";
import os from "os";
import path from "path";
import matter from "gray-matter";
import { collectionFor } from "../src/schema/collections";
import { validateFrontmatter } from "../src/schema/validate-frontmatter";
import { expect, test } from "./support/test";

// An editor without a code editor: the CMS at /admin/ over decap-server, Decap's local
// backend, in git mode over a throwaway repository holding a copy of content/.
const root = path.join(__dirname, "..");
test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "one editor's screen is enough");

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

test.afterAll(() => {
  decap?.kill();
  rmSync(workingCopy, { recursive: true, force: true });
});

test("an editor changes a service page's title: saving makes a branch, publishing merges it, and the file still passes the content check", async ({
  page,
}) => {
  const service = matter(readFileSync(path.join(root, "content", "services", "ai.md"), "utf8")).data as { title: string };
  const newTitle = `${service.title} (überarbeitet)`;

  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: "Leistungsseiten" }).first().click();
  // Listed by its title, not its file name.
  await page.getByText(service.title, { exact: true }).click();
  // The form follows the content model: the SEO block's title first, then the page's title.
  const title = page.locator('input[id^="title-field"]').nth(1);
  await expect(title).toHaveValue(service.title);
  // The page's address is not offered for editing.
  await expect(page.locator('[id^="slug-field"]')).toHaveCount(0);
  await title.fill(newTitle);
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Status: Entwurf")).toBeVisible({ timeout: 15_000 });

  // Saved on a branch of its own, with one commit, touching only the page's file.
  const branch = git("branch", "--list", "cms/*").replace(/^[*+ ]+/, "");
  expect(branch).toMatch(/^cms\/services\//);
  expect(git("rev-list", "--count", `main..${branch}`)).toBe("1");
  expect(git("diff", "--name-only", `main...${branch}`)).toBe("content/services/ai.md");
  expect(git("show", "main:content/services/ai.md")).not.toContain(newTitle);

  await page.getByText("Status: Entwurf").click();
  await page.getByText("Abgeschlossen", { exact: true }).click();
  await expect(page.getByText("Status: Abgeschlossen")).toBeVisible();
  // Decap asks "Are you sure?" with the browser's confirm dialog before it publishes.
  page.on("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await page.getByText("Jetzt veröffentlichen").click();

  // Published: merged into main.
  await expect.poll(() => matter(git("show", "main:content/services/ai.md")).data.title, { timeout: 15_000 }).toBe(newTitle);
  const { data } = matter(git("show", "main:content/services/ai.md"));
  expect(validateFrontmatter(collectionFor("services/ai.md")!.type, data)).toEqual([]);
});

test("a founder's photo shows in the CMS without an error response", async ({ page }) => {
  const file = readdirSync(path.join(root, "content", "team"))
    .filter((name) => name.endsWith(".md"))
    .sort()[0];
  const member = matter(readFileSync(path.join(root, "content", "team", file), "utf8")).data as { name: string };
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

test("the CMS lists every collection of the content model", async ({ page, request }) => {
  const config = JSON.parse(await (await request.get("/admin/config.yml")).text()) as { collections: { label: string }[] };
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  for (const collection of config.collections) {
    await expect(page.getByRole("link", { name: collection.label }).first()).toBeVisible();
  }
});
