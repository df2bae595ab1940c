/** @jest-environment node */
import { existsSync } from "fs";
import path from "path";
import type { PluginRef } from "gatsby";
import config from "../../gatsby-config";

const plugin = path.join(__dirname, "..", "gatsby-remark-heading-ids");
const resolveOf = (ref: PluginRef) => (typeof ref === "string" ? ref : ref.resolve);

it("gives the Markdown headings their ids with gatsby-remark-autolink-headers's own Markdown step", () => {
  expect(require(plugin)).toBe(require("gatsby-remark-autolink-headers"));
});

it("brings no browser or head script: Gatsby loads those by the plugin's name, and this plugin has none", () => {
  expect(existsSync(path.join(plugin, "gatsby-browser.js"))).toBe(false);
  expect(existsSync(path.join(plugin, "gatsby-ssr.js"))).toBe(false);
  // autolink itself is not a plugin of the site (it would bring its scripts back).
  const remark = config.plugins!.find((ref) => resolveOf(ref) === "gatsby-transformer-remark") as { options: { plugins: PluginRef[] } };
  expect(remark.options.plugins.map(resolveOf)).toContain("gatsby-remark-heading-ids");
  expect(remark.options.plugins.map(resolveOf)).not.toContain("gatsby-remark-autolink-headers");
});
