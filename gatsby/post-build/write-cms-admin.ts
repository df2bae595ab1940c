import { promises as fs } from "fs";
import { createRequire } from "module";
import path from "path";
import { defaultLanguage } from "../../core/languages";
import { cmsConfig, type CmsBackend, type EntryFacts } from "../content-model/cms-config";
import { loadContent, type Content } from "../content-model/load-content";

// Decap CMS's prebuilt browser bundle (React inside) with the chunks it loads on demand.
const BUNDLE = /^(decap-cms\.js|\d+\.decap-cms\.js|[0-9a-f]+\.wasm)$/;

const adminPage = `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Inhalte bearbeiten</title>
</head>
<body>
<script src="/admin/decap-cms.js"></script>
</body>
</html>
`;

/** Each key's title (else its search-engine title) and address, from its default-language file. */
export function entryFactsIn(content: Content): Record<string, EntryFacts> {
  const facts: Record<string, EntryFacts> = {};
  for (const { key, language, own } of content.records.values()) {
    if (language !== defaultLanguage) continue;
    const { title, seo, slug } = own as { title?: unknown; seo?: { title?: unknown }; slug?: unknown };
    const name = typeof title === "string" ? title : seo?.title;
    facts[key] = { ...(typeof name === "string" ? { title: name } : {}), ...(typeof slug === "string" ? { slug } : {}) };
  }
  return facts;
}

/** The browser CMS at /admin/: Decap's prebuilt bundle on a page of its own, configured from the content model. */
export async function writeCmsAdmin(root: string, publicDir: string, backend: CmsBackend) {
  const adminDir = path.join(publicDir, "admin");
  await fs.mkdir(adminDir, { recursive: true });
  // Resolved from the project (gatsby-node's bundle has no require.resolve of its own).
  const dist = path.join(path.dirname(createRequire(path.join(root, "package.json")).resolve("decap-cms/package.json")), "dist");
  for (const name of await fs.readdir(dist)) {
    if (BUNDLE.test(name)) await fs.copyFile(path.join(dist, name), path.join(adminDir, name));
  }
  const content = loadContent(path.join(root, "content"));
  // JSON is YAML: Decap reads config.yml with a YAML parser.
  await fs.writeFile(path.join(adminDir, "config.yml"), JSON.stringify(cmsConfig(content.paths, backend, entryFactsIn(content)), null, 2));
  await fs.writeFile(path.join(adminDir, "index.html"), adminPage);
}
