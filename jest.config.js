/** Gatsby's documented Jest setup: Babel with Gatsby's preset, Gatsby itself mocked in __mocks__/gatsby.ts. */
module.exports = {
  testEnvironment: "jsdom",
  // One worker per core: Jest's default leaves one core to itself, which on a 2-core CI machine
  // halves the speed (62 s against 32 s for the whole suite).
  maxWorkers: "100%",
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: { "\\.(css|scss)$": "identity-obj-proxy" },
  testPathIgnorePatterns: ["/node_modules/", "/\\.cache/", "/public/", "/e2e/"],
  // Packages published only as ES modules are compiled for Jest (Node itself loads them as they are).
  transformIgnorePatterns: [
    "/node_modules/(?!((@fastify/static|light-my-request)/node_modules/)?(gatsby|gatsby-script|gatsby-link|preact|content-disposition|cookie)/)",
  ],
  globals: { __PATH_PREFIX__: "" },
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};
