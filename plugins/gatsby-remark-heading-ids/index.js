// gatsby-remark-autolink-headers's Markdown step (heading ids) as a local plugin, so none of its scroll-offset scripts
// load (Gatsby loads gatsby-browser/gatsby-ssr by the plugin's name); the stylesheet's scroll-padding does that job.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby loads a plugin with require
module.exports = require("gatsby-remark-autolink-headers");
