// Runs the Mozilla HTTP Observatory's scan (npm @mdn/mdn-http-observatory, the function its command
// line calls) against a host on other ports than 80 and 443, and prints its result as JSON.
// Usage: node observatory-scan.mjs <scanner package folder> <host> <http port> <https port>,
// with NODE_EXTRA_CA_CERTS naming the CA to trust.
//
// scan() takes a host name only: its retriever knows ports (options.httpPort, .httpsPort), but
// scan() in 1.4.8 passes it no options, and the test's proxy cannot listen on 80 and 443. So this
// replaces the one module that builds the two addresses to fetch (src/retriever/url.js) with one
// naming the ports; every request, test and grade is the scanner's own.
import { registerHooks } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [scannerDir, host, httpPort, httpsPort] = process.argv.slice(2);
const source = path.resolve(scannerDir, "src");
const addresses = pathToFileURL(path.join(source, "retriever/url.js")).href;

registerHooks({
  load(url, context, nextLoad) {
    if (url !== addresses) return nextLoad(url, context);
    return {
      format: "module",
      shortCircuit: true,
      source: `export const urls = () => ({ http: new URL("http://${host}:${httpPort}"), https: new URL("https://${host}:${httpsPort}") });`,
    };
  },
});

const { scan } = await import(pathToFileURL(path.join(source, "scanner/index.js")).href);
const result = await scan(host);
// As the scanner's command line prints it (src/scan.js), without the long descriptions.
const tests = Object.fromEntries(Object.entries(result.tests).map(([name, test]) => [name, { ...test, scoreDescription: undefined }]));
console.log(JSON.stringify({ scan: result.scan, tests }));
