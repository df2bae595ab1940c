// A Gatsby plugin's main file; the plugin's work is in gatsby-node.ts and gatsby-ssr.tsx (README.md).
