import { spawn, type ChildProcess } from "child_process";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "fs";
import net from "net";
import os from "os";
import path from "path";
import matter from "gray-matter";
import { collectionFor } from "../src/schema/collections";
import { validateFrontmatter } from "../src/schema/validate-frontmatter";
import { expect, test } from "./support/test";

// An editor without a code editor: the CMS at /admin/ over decap-server, Decap's local
// backend, which edits the files of a working copy (here: a copy of content/ in a temp folder).
const root = path.join(__dirname, "..");
test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "one editor's screen is enough");

let decap: ChildProcess | null = null;
let workingCopy = "";

test.beforeAll(async () => {
  workingCopy = mkdtempSync(path.join(os.tmpdir(), "cms-working-copy-"));
  cpSync(path.join(root, "content"), path.join(workingCopy, "content"), { recursive: true });
  decap = spawn(process.execPath, [path.join(root, "node_modules", "decap-server", "dist", "index.js")], {
    env: { ...process.env, PORT: "8081", BIND_HOST: "127.0.0.1", GIT_REPO_DIRECTORY: workingCopy, MODE: "fs", LOG_LEVEL: "warn" },
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

test("an editor changes a project's title in /admin/, and the Markdown file has it and still passes the content check", async ({
  page,
}) => {
  const file = readdirSync(path.join(root, "content", "projects"))
    .filter((name) => name.endsWith(".md"))
    .sort()[0];
  const project = matter(readFileSync(path.join(root, "content", "projects", file), "utf8")).data as { name: string };
  const newTitle = `${project.name} (überarbeitet)`;

  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: "Projekte" }).first().click();
  await page.getByText(project.name, { exact: true }).click();
  const title = page.locator('input[id^="name-field"]');
  await expect(title).toHaveValue(project.name);
  await title.fill(newTitle);
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await page.getByText("Jetzt veröffentlichen").click();

  const saved = path.join(workingCopy, "content", "projects", file);
  await expect.poll(() => matter(readFileSync(saved, "utf8")).data.name, { timeout: 10_000 }).toBe(newTitle);
  const { data, content } = matter(readFileSync(saved, "utf8"));
  expect(validateFrontmatter(collectionFor(`projects/${file}`)!.type, data)).toEqual([]);
  expect(content.trim().length).toBeGreaterThan(0); // the details text survived
});

test("the CMS lists every collection of the content model", async ({ page, request }) => {
  const config = JSON.parse(await (await request.get("/admin/config.yml")).text()) as { collections: { label: string }[] };
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  for (const collection of config.collections) {
    await expect(page.getByRole("link", { name: collection.label }).first()).toBeVisible();
  }
});
