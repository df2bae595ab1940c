// A Gatsby plugin's main file; the work is in gatsby-node.ts and gatsby-ssr.tsx.
