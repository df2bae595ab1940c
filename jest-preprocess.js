const path = require("path");

// Gatsby's Babel preset, and the islands plugin's step that Gatsby adds to its own compilation
// (plugins/gatsby-plugin-islands/gatsby-node.ts), so a unit test renders an island as the build does.
const babelOptions = {
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }], "@babel/preset-typescript"],
  plugins: [
    [
      require.resolve("./plugins/gatsby-plugin-islands/babel-island-names.cjs"),
      { islandsDir: path.join(__dirname, "src", "islands"), root: __dirname },
    ],
  ],
};

module.exports = require("babel-jest").default.createTransformer(babelOptions);
