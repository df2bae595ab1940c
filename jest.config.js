const preactAliases = Object.entries(require("./plugins/gatsby-plugin-islands/node/preact-aliases.json"));

/**
 * Gatsby's documented Jest setup: Babel with Gatsby's preset, Gatsby itself mocked in __mocks__/gatsby.ts.
 *
 * The tests render with Preact, as the site does, through the island build's aliases (plugins/gatsby-plugin-islands/node/preact-aliases.json):
 * the islands run on Preact in the browser, and gatsby-plugin-preact gives Gatsby's build the same aliases, so the
 * build's HTML comes from Preact's renderer too; no test needs React. As with esbuild's `alias`, a package's name also
 * stands for its subpaths (`react-dom/server` → `preact/compat/server`, `react-dom/test-utils` → `preact/compat/test-utils`).
 */
module.exports = {
  testEnvironment: "jsdom",
  // One worker per core: Jest's default leaves one core to itself, which on a 2-core CI machine
  // halves the speed (62 s against 32 s for the whole suite).
  maxWorkers: "100%",
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.(css|scss)$": "identity-obj-proxy",
    ...Object.fromEntries(preactAliases.map(([name, target]) => [`^${name}$`, target])),
    ...Object.fromEntries(
      preactAliases.filter(([name]) => !name.includes("/")).map(([name, target]) => [`^${name}/(.*)$`, `${target}/$1`]),
    ),
  },
  testPathIgnorePatterns: ["/node_modules/", "/\\.cache/", "/public/", "/e2e/"],
  // Packages published only as ES modules are compiled for Jest (Node itself loads them as they are).
  transformIgnorePatterns: [
    "/node_modules/(?!((@fastify/static|light-my-request)/node_modules/)?(gatsby|gatsby-script|gatsby-link|preact|preact-render-to-string|content-disposition|cookie)/)",
  ],
  globals: { __PATH_PREFIX__: "" },
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};
