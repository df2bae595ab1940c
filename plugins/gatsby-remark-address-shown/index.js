// The printout names another site's address after each of its links (src/theme/print-css.ts). A link whose text
// already is that address (an address written out in a legal text, "https://policies.google.com/privacy") would read
// it twice, and CSS cannot compare a link's text with its href: this step marks such a link `data-address-shown`.

/** Every node of a Markdown tree (mdast), depth first. */
function* nodesOf(node) {
  yield node;
  for (const child of node.children ?? []) yield* nodesOf(child);
}

/** The text a node shows, its children's text joined. */
const textOf = (node) => (typeof node.value === "string" ? node.value : (node.children ?? []).map(textOf).join(""));

/** The characters an address stands for (`%C3%BC` is "ü"), or the address as it is where it cannot be read so. */
const decoded = (address) => {
  try {
    return decodeURI(address);
  } catch {
    return address;
  }
};

/** An address as a reader writes it: its characters, without its scheme, `www.` and a trailing slash. */
const bare = (address) =>
  decoded(address.trim())
    .replace(/^[a-z]+:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/\/$/, "")
    .toLowerCase();

/** Whether a link's text says where it leads, in full. */
const showsAddress = (link) => /^https?:\/\//i.test(link.url) && bare(textOf(link)) === bare(link.url);

function markAddressesShown({ markdownAST }) {
  for (const node of nodesOf(markdownAST)) {
    if (node.type === "link" && showsAddress(node)) {
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, "data-address-shown": "" } };
    }
  }
  return markdownAST;
}

module.exports = markAddressesShown;
module.exports.showsAddress = showsAddress;
