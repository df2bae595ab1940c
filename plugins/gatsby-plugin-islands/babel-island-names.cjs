// Makes a file in src/islands/ an island: its default export is wrapped in asIsland() with the file's name. Gatsby
// (gatsby-node.ts) and the unit tests (jest-preprocess.js) both add it, so an island renders the same in both.
const fs = require("fs");
const path = require("path");

const runtime = path.join(__dirname, "runtime", "island");

module.exports = function islandNames({ types: t }, { islandsDir, root }) {
  return {
    name: "island-names",
    visitor: {
      Program(program, state) {
        const file = state.filename;
        if (!file || path.dirname(file) !== islandsDir || !/\.tsx?$/.test(file) || /\.client\.tsx?$/.test(file)) return;
        const name = path.basename(file).replace(/\.tsx?$/, "");
        const relative = path.relative(root, file);
        const client = ["ts", "tsx"].map((ext) => `${name}.client.${ext}`).find((file) => fs.existsSync(path.join(islandsDir, file)));
        const body = program.get("body");
        // Once per file: Gatsby's compilations hand a file to their plugins twice, and between
        // the two passes another plugin may have moved the default export into a variable.
        if (body.some((statement) => statement.isImportDeclaration() && statement.node.source.value === runtime)) return;
        const exported = body.find((statement) => statement.isExportDefaultDeclaration());
        if (!exported) throw program.buildCodeFrameError(`${relative}: an island file exports its component as default`);
        const declaration = exported.node.declaration;
        if (t.isCallExpression(declaration) && t.isStringLiteral(declaration.arguments[0], { value: name })) return;
        const component = t.isExpression(declaration) ? declaration : t.toExpression(declaration);
        const asIsland = program.scope.generateUidIdentifier("asIsland");
        program.unshiftContainer(
          "body",
          t.importDeclaration([t.importSpecifier(asIsland, t.identifier("asIsland"))], t.stringLiteral(runtime)),
        );
        exported.replaceWith(
          t.exportDefaultDeclaration(
            t.callExpression(asIsland, [
              t.stringLiteral(name),
              component,
              t.booleanLiteral(!client),
              t.stringLiteral(relative),
              // `gatsby develop` runs an enhancing island's .client.ts on its root (runtime/develop-island.tsx).
              ...(client
                ? [t.arrowFunctionExpression([], t.callExpression(t.import(), [t.stringLiteral(`./${client.replace(/\.tsx?$/, "")}`)]))]
                : []),
            ]),
          ),
        );
      },
    },
  };
};
