/** Gatsby's documented Jest setup: Babel with Gatsby's preset, Gatsby itself mocked in __mocks__/gatsby.ts. */
module.exports = {
  testEnvironment: "jsdom",
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: { "\\.(css|scss)$": "identity-obj-proxy" },
  testPathIgnorePatterns: ["/node_modules/", "/\\.cache/", "/public/", "/e2e/"],
  transformIgnorePatterns: ["/node_modules/(?!(gatsby|gatsby-script|gatsby-link|preact)/)"],
  globals: { __PATH_PREFIX__: "" },
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};
