/**
 * @jest-environment node
 */
import { spawnSync } from "child_process";
import path from "path";

const root = path.join(__dirname, "..", "..", "..");

/** What `npm run lint`'s ESLint says of `code` as the file `file`, with the project's own config. */
function lint(file: string, code: string): string {
  const eslint = path.join(root, "tools", "lint", "node_modules", ".bin", "eslint");
  const { stdout, error } = spawnSync(eslint, ["--stdin", "--stdin-filename", file], { cwd: root, input: code, encoding: "utf8" });
  if (error) throw new Error(`ESLint did not run (npm install installs it in tools/lint/): ${error.message}`);
  return stdout;
}

describe("one runtime per folder (tools/lint/runtime-boundaries.mjs)", () => {
  it("fails a browser file that imports Node's modules or server code", () => {
    expect(lint("src/components/ui/Example.tsx", 'import { readFileSync } from "node:fs";\nexport const a = readFileSync;\n')).toContain(
      'browser code does not run on Node: it may not import "node:fs"',
    );
    expect(lint("src/views/Example.tsx", 'import { x } from "../../server/contact/mail";\nexport const a = x;\n')).toContain(
      'browser code may not import server code ("../../server/contact/mail")',
    );
  }, 30_000);

  it("fails a server file that imports an island, and core code that imports any runtime above it", () => {
    expect(lint("server/example.ts", 'import Cards from "../src/islands/webdesign-cards";\nexport const a = Cards;\n')).toContain(
      'server code may not import browser code ("../src/islands/webdesign-cards")',
    );
    expect(lint("core/example.ts", 'import { x } from "../gatsby/launch/launch-report";\nexport const a = x;\n')).toContain(
      "core code may not import build code",
    );
  }, 30_000);

  it("lets each runtime import its own folder and the layers beneath it", () => {
    expect(
      lint("src/views/Example.tsx", 'import { limits } from "../../core/contact/contact-request";\nexport const a = limits;\n'),
    ).not.toContain("runtime-boundaries");
    expect(lint("gatsby/example.ts", 'import { labels } from "../src/i18n/de";\nexport const a = labels;\n')).not.toContain(
      "runtime-boundaries",
    );
  }, 30_000);
});
