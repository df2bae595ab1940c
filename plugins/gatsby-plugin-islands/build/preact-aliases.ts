/** React's modules as the islands get them in the browser: Preact's compat layer, the same React components in about 7 KB. */
export const PREACT_ALIASES = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/jsx-runtime",
};
