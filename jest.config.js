/** Gatsby's documented Jest setup: Babel with Gatsby's preset, Gatsby itself mocked in __mocks__/gatsby.ts. */
module.exports = {
  testEnvironment: "jsdom",
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
