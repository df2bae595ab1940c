// The build puts the hash of every inline script it finds into the page's Content-Security-Policy
// (plugins/gatsby-plugin-islands), and gatsby-transformer-remark passes a body's HTML through as written, so a script
// in a Markdown body, from an editor or from whoever got hold of a CMS account, would run on the site. A body may hold
// HTML, but nothing that runs or loads: no script, style, frame, object, form or head element, no `on…` handler, and
// no javascript:, vbscript: or data: address, in HTML or in a Markdown link.
/* eslint-disable @typescript-eslint/no-require-imports -- Gatsby loads a plugin with require */
const { existsSync, readFileSync } = require("fs");
const path = require("path");

const ACTIVE_ELEMENT = /<\/?\s*(script|style|iframe|frame|frameset|object|embed|applet|form|base|link|meta|svg|math|template)\b/i;
const ACTIVE_ATTRIBUTE = /<[^>]*[\s/"'](on[a-z]+|formaction|srcdoc)\s*=/i;
const ACTIVE_SCHEME = /^\s*(javascript|vbscript|data):/i;
const ACTIVE_ADDRESS = /\b(href|src|action|xlink:href)\s*=\s*["']?\s*(javascript|vbscript|data):/i;

/** Every node of a Markdown tree (mdast), depth first. */
function* nodesOf(node) {
  yield node;
  for (const child of node.children ?? []) yield* nodesOf(child);
}

/** What in a Markdown body would run or load on the page, one sentence each; `linesAbove` the body in its file. */
function activeContentProblems(markdownAST, linesAbove = 0) {
  const problems = [];
  for (const node of nodesOf(markdownAST)) {
    const line = node.position ? `line ${node.position.start.line + linesAbove}: ` : "";
    if (node.type === "html" && !/^\s*<!--[\s\S]*-->\s*$/.test(node.value)) {
      const html = node.value.trim();
      if (ACTIVE_ELEMENT.test(html) || ACTIVE_ATTRIBUTE.test(html) || ACTIVE_ADDRESS.test(html)) {
        problems.push(`${line}HTML that would run or load on the page (${html.slice(0, 120)}): write the text in Markdown`);
      }
    }
    if ((node.type === "link" || node.type === "definition") && ACTIVE_SCHEME.test(node.url ?? "")) {
      problems.push(`${line}a link to ${node.url.trim().slice(0, 60)}, which would run or load on the page: link to a page or a file`);
    }
  }
  return problems;
}

/** The lines of a file above its Markdown body (the frontmatter): the tree counts from the body's first line. */
function linesAboveBody({ fileAbsolutePath, rawMarkdownBody }) {
  const file = fileAbsolutePath && existsSync(fileAbsolutePath) ? readFileSync(fileAbsolutePath, "utf8") : "";
  const body = rawMarkdownBody ?? "";
  return body && file.endsWith(body) ? file.slice(0, file.length - body.length).split("\n").length - 1 : 0;
}

module.exports = function noScripts({ markdownAST, markdownNode, reporter }) {
  // The file is read again only for a body with a problem, to name the problem's line in it.
  if (activeContentProblems(markdownAST).length > 0) {
    const problems = activeContentProblems(markdownAST, linesAboveBody(markdownNode));
    const name = markdownNode.fileAbsolutePath ? path.relative(process.cwd(), markdownNode.fileAbsolutePath) : "A Markdown body";
    reporter.panicOnBuild(`${name} holds what the site must not run:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  }
  return markdownAST;
};
module.exports.activeContentProblems = activeContentProblems;
