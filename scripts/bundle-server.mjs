// npm run build:server: the production server (server/start.ts with server/contact and the
// settings) as one file, dist/server.cjs, with every package it uses inside. A self-hosting
// operator copies public/ and that file to a machine with Node 24 and runs `node server.cjs`
// beside public/: no node_modules, no npm (docs/operations.md, "Deploy").
// `node scripts/bundle-server.mjs OUTFILE` writes it elsewhere (the tests do).
import { build } from "esbuild";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const outfile = path.resolve(process.argv[2] ?? path.join(root, "dist", "server.cjs"));

await build({
  entryPoints: [path.join(root, "server", "start.ts")],
  outfile,
  bundle: true,
  platform: "node",
  target: "node24",
  format: "cjs",
  // Names stay readable in a stack trace an operator sends in.
  minify: false,
  // The licences of the bundled packages at the end of the same file, so it stays one file.
  legalComments: "eof",
  banner: { js: "// The agency website's production server, bundled by scripts/bundle-server.mjs. Run: node server.cjs" },
  logLevel: "warning",
});
console.log(`Production server bundled: ${path.relative(process.cwd(), outfile)}`);
