// gatsby-remark-images's Markdown step as a local plugin: Gatsby loads a plugin's gatsby-browser by its name, so this
// one brings none, and no script hides each image until it loads; the image covers its blurred placeholder instead.
// First every image is checked: without a description, or not a local file the pipeline processes, it would reach
// the page unprocessed, unserved, blocked by the Content-Security-Policy, or described by its file name.
/* eslint-disable @typescript-eslint/no-require-imports -- Gatsby loads a plugin with require */
const { existsSync } = require("fs");
const path = require("path");
const gatsbyRemarkImages = require("gatsby-remark-images");

// The formats gatsby-remark-images hands to sharp (its supportedExtensions).
const PROCESSED = /\.(jpe?g|png|webp|tiff?|avif)$/i;
const EXAMPLE = "![Was das Bild zeigt](../images/blog/datei.png)";

/** Every node of a Markdown tree (mdast), depth first. */
function* nodesOf(node) {
  yield node;
  for (const child of node.children ?? []) yield* nodesOf(child);
}

/** What keeps the images of a Markdown body (of a file in `dir`) from being published, one sentence per problem. */
function bodyImageProblems(markdownAST, dir) {
  const nodes = [...nodesOf(markdownAST)];
  const definitions = new Map(nodes.filter((node) => node.type === "definition").map((node) => [node.identifier, node.url]));
  const problems = [];
  for (const node of nodes) {
    if (node.type === "html" && /<img\b/i.test(node.value)) {
      problems.push(`an image written as HTML (${node.value.trim()}): write it in Markdown, ${EXAMPLE}`);
      continue;
    }
    if (node.type !== "image" && node.type !== "imageReference") continue;
    const url = (node.type === "image" ? node.url : definitions.get(node.identifier)) ?? "";
    const shown = `![${node.alt ?? ""}](${url})`;
    if (!node.alt || !node.alt.trim()) {
      problems.push(`${shown} has no description (alt text): write what the image shows between the square brackets`);
    }
    const file = path.join(dir, url.split(/[?#]/)[0]);
    if (/^([a-z][a-z\d+.-]*:|\/\/)/i.test(url)) {
      problems.push(
        `${shown} comes from another site, which the pages' Content-Security-Policy blocks: put the file into content/images/ and name it relative to this file`,
      );
    } else if (url.startsWith("/")) {
      problems.push(`${shown} names the file from the site's root: name it relative to this file, as in ${EXAMPLE}`);
    } else if (!PROCESSED.test(file)) {
      problems.push(`${shown} is not a JPEG, PNG, WebP, AVIF or TIFF file, the formats the build resizes`);
    } else if (!existsSync(file)) {
      problems.push(`${shown}: there is no file ${path.relative(process.cwd(), file)}`);
    }
  }
  return problems;
}

module.exports = async function bodyImages(args, pluginOptions) {
  const file = args.markdownNode.fileAbsolutePath;
  if (file) {
    const problems = bodyImageProblems(args.markdownAST, path.dirname(file));
    if (problems.length > 0) {
      const name = path.relative(process.cwd(), file);
      args.reporter.panicOnBuild(`${name} has images the build cannot publish:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    }
  }
  return gatsbyRemarkImages(args, pluginOptions);
};
module.exports.bodyImageProblems = bodyImageProblems;
