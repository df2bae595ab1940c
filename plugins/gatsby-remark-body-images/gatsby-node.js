// gatsby-remark-images's option schema, so a misspelt option in gatsby-config.ts fails the build as it would there.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby loads a plugin with require
exports.pluginOptionsSchema = require("gatsby-remark-images/gatsby-node").pluginOptionsSchema;
