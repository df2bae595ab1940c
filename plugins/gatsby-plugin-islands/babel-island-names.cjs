// The Babel step that makes a file in src/islands/ an island: its default export is wrapped in
// asIsland() with the island's name, which is the file's name and written nowhere else. Gatsby
// adds it to every compilation of the site's code (gatsby-node.ts, onCreateBabelConfig), and the
// unit tests to theirs (jest-preprocess.js), so the island renders the same in both.
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
        const hydrates = !["ts", "tsx"].some((ext) => fs.existsSync(path.join(islandsDir, `${name}.client.${ext}`)));
        const exported = program.get("body").find((statement) => statement.isExportDefaultDeclaration());
        if (!exported) throw program.buildCodeFrameError(`${relative}: an island file exports its component as default`);
        const declaration = exported.node.declaration;
        // Once per file: Gatsby's server-side build hands a file to its plugins twice.
        if (t.isCallExpression(declaration) && t.isStringLiteral(declaration.arguments[0], { value: name })) return;
        const component = t.isExpression(declaration) ? declaration : t.toExpression(declaration);
        const asIsland = program.scope.generateUidIdentifier("asIsland");
        program.unshiftContainer(
          "body",
          t.importDeclaration([t.importSpecifier(asIsland, t.identifier("asIsland"))], t.stringLiteral(runtime)),
        );
        exported.replaceWith(
          t.exportDefaultDeclaration(
            t.callExpression(asIsland, [t.stringLiteral(name), component, t.booleanLiteral(hydrates), t.stringLiteral(relative)]),
          ),
        );
      },
    },
  };
};
