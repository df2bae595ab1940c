/** @jest-environment node */
// The reverse proxy files in deploy/ point at the production server where it listens by default,
// and the nginx block, which no test runs (npm run test:deploy runs the Caddyfile), says what
// the Caddyfile does: HTTP to HTTPS, HTTP/2, the visitor's address in X-Forwarded-For, the
// server's headers and compressed copies untouched, the access log in the format without addresses.
import { readFileSync } from "fs";
import path from "path";
import { settingTable } from "../../core/settings/setting-table";

const root = path.resolve(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const server = `${settingTable.HOST.schema.default}:${settingTable.PORT.schema.default}`;
/** The file's directives, without its comments. */
const directives = (file: string) => read(file).replace(/#.*$/gm, "");

describe("the reverse proxy files", () => {
  it("and the systemd unit agree: the server trusts X-Forwarded-For from the proxy on this machine they describe", () => {
    // The unit's default; the operator's settings file (EnvironmentFile=) may still name proxies elsewhere.
    expect(directives("deploy/agentur-website.service")).toMatch(/^Environment=.*\bTRUST_PROXY=true\b/m);
    expect(settingTable.HOST.schema.default).toBe("127.0.0.1");
  });

  it("Caddy passes requests to the server's default address unless told otherwise", () => {
    expect(directives("deploy/Caddyfile")).toMatch(new RegExp(`reverse_proxy \\{\\$UPSTREAM:${server.replace(/\./g, "\\.")}\\}`));
  });

  it("Caddy's site adds no access log, no compression and no header of its own", () => {
    // The global options' `log default` only trims Caddy's error messages (npm run test:deploy checks them).
    const site = directives("deploy/Caddyfile").split(/^\{\$SITE_ADDRESS\} \{$/m)[1];
    expect(site).toMatch(/reverse_proxy/);
    expect(site).not.toMatch(/^\s*(log|encode|header)\b/m);
  });

  describe("nginx", () => {
    const site = directives("deploy/nginx-site.conf");
    const format = /^log_format (\S+) /m.exec(read("deploy/nginx-log-format.conf"))![1];

    it("redirects HTTP to HTTPS and speaks HTTP/2 over TLS", () => {
      expect(site).toMatch(/listen 80;[\s\S]*return 301 https:\/\/\$host\$request_uri;/);
      expect(site).toMatch(/listen 443 ssl http2;/);
    });

    it("passes requests to the server's default address, the visitor's address appended", () => {
      expect(site).toContain(`proxy_pass http://${server};`);
      expect(site).toContain("proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;");
    });

    it("leaves headers and compression to the server", () => {
      expect(site).not.toMatch(/\b(add_header|proxy_hide_header|more_set_headers)\b/);
      expect(site).toMatch(/^\s*gzip off;/m);
    });

    it("writes every access log in the format without addresses", () => {
      const logs = [...site.matchAll(/^\s*access_log (.*);/gm)].map((match) => match[1]);
      expect(logs.length).toBeGreaterThan(0);
      expect(logs.filter((log) => !log.endsWith(` ${format}`))).toEqual([]);
    });
  });
});
