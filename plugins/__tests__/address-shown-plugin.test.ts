/** @jest-environment node */
import path from "path";
import type { PluginRef } from "gatsby";
import remark from "remark";
import toHast from "mdast-util-to-hast";
import toHtml from "hast-util-to-html";
import config from "../../gatsby-config";

const plugin = require(path.join(__dirname, "..", "gatsby-remark-address-shown")) as (args: { markdownAST: unknown }) => unknown;
const resolveOf = (ref: PluginRef) => (typeof ref === "string" ? ref : ref.resolve);

/** A Markdown body as gatsby-transformer-remark turns it into HTML, after the plugin's step. */
const htmlOf = (markdown: string) => {
  const markdownAST = remark().parse(markdown);
  plugin({ markdownAST });
  return toHtml(toHast(markdownAST as Parameters<typeof toHast>[0]) as Parameters<typeof toHtml>[0]);
};

describe("a link in a Markdown body", () => {
  it("is marked when its text is its address, however the address is written out", () => {
    expect(htmlOf("Siehe <https://policies.google.com/privacy>.")).toContain(
      '<a href="https://policies.google.com/privacy" data-address-shown="">https://policies.google.com/privacy</a>',
    );
    expect(htmlOf("[www.example.org/](https://example.org)")).toContain("data-address-shown");
    expect(htmlOf("[https://example.org/bürger](https://example.org/b%C3%BCrger)")).toContain("data-address-shown");
  });

  it("is not marked when its text names something else, or it leads to a page of the site or an e-mail address", () => {
    expect(htmlOf("[Datenschutzhinweise des Anbieters](https://example.com/datenschutz)")).not.toContain("data-address-shown");
    expect(htmlOf("[https://example.org](https://example.org/unterseite)")).not.toContain("data-address-shown");
    expect(htmlOf("[/kontakt/](/kontakt/)")).not.toContain("data-address-shown");
    expect(htmlOf("<kontakt@example.com>")).not.toContain("data-address-shown");
  });

  it("is marked by a plugin of gatsby-transformer-remark", () => {
    const remarkPlugin = config.plugins!.find((ref) => resolveOf(ref) === "gatsby-transformer-remark") as {
      options: { plugins: PluginRef[] };
    };
    expect(remarkPlugin.options.plugins.map(resolveOf)).toContain("gatsby-remark-address-shown");
  });
});
