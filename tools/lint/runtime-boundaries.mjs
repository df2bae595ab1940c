// The ESLint rule that keeps one runtime per folder (README, "Where things are"): a file's folder
// says where it runs, and so what it may import. Resolved from the import's path, not its text.
import { builtinModules } from "node:module";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..");

/** The runtime of a file of the project, by its path from the root; the first match wins. */
const LAYERS = [
  ["server", /^(server\/|src\/api\/)/],
  ["browser", /^(src\/|plugins\/gatsby-plugin-islands\/(runtime\/|gatsby-browser\.ts$))/],
  ["build", /^(gatsby\/|plugins\/|gatsby-[^/]+$)/],
  ["core", /^core\//],
];

/** What each runtime may import: its own folder and the layers beneath it. */
const MAY_IMPORT = {
  core: ["core"],
  browser: ["browser", "core"],
  server: ["server", "core"],
  build: ["build", "browser", "core"],
};

/** Only these run on Node: the others must not import Node's modules. */
const NODE = new Set(["server", "build"]);
const builtins = new Set(builtinModules);

export const layerOf = (file) => LAYERS.find(([, pattern]) => pattern.test(path.relative(root, file).split(path.sep).join("/")))?.[0];

const rule = {
  meta: {
    type: "problem",
    docs: { description: "a file imports only from its own runtime's folder and the layers beneath it" },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== "string") return;
      const bare = specifier.replace(/^node:/, "").split("/")[0];
      if ((specifier.startsWith("node:") || builtins.has(bare)) && !NODE.has(from)) {
        context.report({ node, message: `${from} code does not run on Node: it may not import "${specifier}"` });
        return;
      }
      if (!specifier.startsWith(".")) return;
      const to = layerOf(path.resolve(path.dirname(context.filename), specifier));
      if (to && !MAY_IMPORT[from].includes(to)) {
        context.report({
          node,
          message: `${from} code may not import ${to} code ("${specifier}"); it may import ${MAY_IMPORT[from].join(", ")}`,
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node.source, node.source.value),
    };
  },
};

export default { rules: { "runtime-boundaries": rule } };
