// ESLint 9 flat config. ESLint and its plugins live in the workspace tools/lint/ (Gatsby 5 puts
// ESLint 7 into the root's node_modules for its development server), so they are loaded from there.
import { createRequire } from "node:module";

const fromLintTools = createRequire(new URL("./tools/lint/package.json", import.meta.url));
const js = fromLintTools("@eslint/js");
const tseslint = fromLintTools("typescript-eslint");
const reactHooks = fromLintTools("eslint-plugin-react-hooks");
const jsxA11y = fromLintTools("eslint-plugin-jsx-a11y");
const globals = fromLintTools("globals");
import boundaries from "./tools/lint/runtime-boundaries.mjs";

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      ".e2e-site/",
      "playwright-report/",
      "test-results/",
      "bench/results/",
      "tools/lint/node_modules/",
      "src/gatsby-types.d.ts",
      ".netlify/",
      "dist/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      // An unused name starting with "_" is deliberate (a destructured field left out).
      "@typescript-eslint/no-unused-vars": ["warn", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    // Gatsby's server-side render provides a bare `fetch` from node-fetch (webpack's ProvidePlugin,
    // gatsby/dist/utils/webpack.config.js, stage build-html); its URL code loads Node's deprecated
    // punycode module, and every build printed "ERROR UNKNOWN" with the warning. The browser's
    // fetch is reached as `globalThis.fetch`, which the plugin leaves alone.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["**/__tests__/**"],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "fetch", message: "Use globalThis.fetch: a bare fetch pulls node-fetch into Gatsby's server-side render." },
      ],
    },
  },
  {
    // One runtime per folder: browser (src/), server (server/, src/api/), build (gatsby/, plugins/,
    // gatsby-*), core (core/, pure rules the others share). Tests and tools may reach across.
    files: ["src/**", "server/**", "gatsby/**", "plugins/**", "core/**", "gatsby-*"],
    ignores: ["**/__tests__/**", "**/test-support/**", "src/test-utils/**"],
    plugins: { project: boundaries },
    rules: { "project/runtime-boundaries": "error" },
  },
  {
    // Tests load modules afresh with require() (jest.isolateModules, a built function file).
    files: ["**/__tests__/**", "e2e/**"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // Playwright's fixtures call their callback `use`, which is not React's hook.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.{js,cjs,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["**/*.cjs", "jest.config.js", "jest-preprocess.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
