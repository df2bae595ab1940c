// Makes a file in src/islands/ an island: its default export is wrapped in asIsland() with the file's name. Gatsby
// (gatsby-node.ts) and the unit tests (jest-preprocess.js) both add it, so an island renders the same in both.
const fs = require("fs");
const path = require("path");

const runtime = path.join(__dirname, "runtime", "island");

/**
 * The word of the file's `export const wake = "…"`, if it has one (runtime/island.tsx checks the word): a string
 * written in the file, so that the choice is read where the island is declared.
 */
function wakeOf(t, body, relative) {
  for (const statement of body) {
    if (!statement.isExportNamedDeclaration() || !t.isVariableDeclaration(statement.node.declaration)) continue;
    for (const declarator of statement.node.declaration.declarations) {
      if (!t.isIdentifier(declarator.id, { name: "wake" })) continue;
      let value = declarator.init;
      while (t.isTSAsExpression(value) || t.isTSSatisfiesExpression(value)) value = value.expression;
      if (statement.node.declaration.kind !== "const" || !t.isStringLiteral(value)) {
        throw statement.buildCodeFrameError(`${relative}: an island says when it wakes in one word, \`export const wake = "visible"\``);
      }
      return value.value;
    }
  }
  return undefined;
}

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
        const wake = wakeOf(t, body, relative);
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
              wake === undefined ? t.identifier("undefined") : t.stringLiteral(wake),
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
