// The Markdown step of gatsby-remark-autolink-headers (an id on every heading), as a local plugin
// of its own: Gatsby loads a plugin's gatsby-browser and gatsby-ssr files by the plugin's name, so
// this one brings none. autolink's own would add a scroll-offset script to every page's head and
// to the start-up bundle; the stylesheet's scroll-padding-top and scroll-margin-top already stop a
// #target below the fixed header.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby loads a plugin with require
module.exports = require("gatsby-remark-autolink-headers");
