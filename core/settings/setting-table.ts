import { DEFAULT_CONTACT_API_KEY } from "../contact/contact-request";
import { fixedValues } from "./fixed-values";

/**
 * When a setting is read:
 * - `build`: `npm run build` writes it into the pages, the CDN's headers or the contact function (only
 *   `public` settings reach the function this way: server/contact/contact-function.ts);
 * - `start`: the production server reads it when it starts (`npm run serve`);
 * - `function`: the contact function reads it from its host's environment when it runs (Netlify,
 *   `npm run develop`); nothing of it is in the function's code.
 */
export type Moment = "build" | "start" | "function";

/**
 * Who may see it: `public` values stand in what the site sends every visitor (its HTML, the browser's
 * JavaScript, its headers) or in the built contact function; only these may carry the `GATSBY_` prefix,
 * which Gatsby bakes into the bundle. `server` values stay on the server; `secret` ones are credentials, never
 * logged nor repeated in an error. Neither is in any file the build writes (e2e/every-page/no-settings-in-the-build.spec.ts).
 */
export type Audience = "public" | "server" | "secret";

/** An absolute URL, or undefined. Not `URL.parse`: jsdom, where browser code is tested, lacks it. */
function urlOf(text: string) {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** What a flag takes for true and for false, in any case (read-settings.ts; TRUST_PROXY). */
export const YES = /^(1|true|yes|on)$/i;
export const NO = /^(0|false|no|off)$/i;

/** The formats the schemas name, with what a refused value must be instead. */
export const formats = {
  uri: { expects: "an absolute URL such as https://www.example.com", test: (text: string) => urlOf(text) !== undefined },
  "smtp-url": {
    expects: "an address such as smtp://user@mail.example.com:587 or smtps://user@mail.example.com:465",
    test: (text: string) => /^smtps?:$/.test(urlOf(text)?.protocol ?? "") && Boolean(urlOf(text)?.hostname),
  },
  proxies: {
    expects: "true, false or the addresses of the proxies in front, such as 10.0.0.5, 10.1.0.0/16",
    test: (text: string) =>
      YES.test(text) ||
      NO.test(text) ||
      text.split(/\s*,\s*/).every((proxy) => /^(((\d{1,3}\.){3}\d{1,3}|[0-9a-f]*:[0-9a-f:.]*)(\/\d{1,3})?|loopback)$/i.test(proxy)),
  },
};

/** A variable's JSON schema. A `boolean` also takes 1/0, yes/no and on/off, in any case (read-settings.ts). */
type Schema =
  | { type: "string"; default?: string; format?: keyof typeof formats }
  | { type: "boolean"; default?: boolean }
  | { type: "integer"; default: number; minimum: number; maximum?: number };

/** What the schema lets through: undefined where it has no default. */
type Checked<S extends Schema> =
  { string: string; boolean: boolean; integer: number }[S["type"]] | (S extends { default: unknown } ? never : undefined);

/**
 * The declarations of the settings read at `read` by `audience`: each with its JSON schema, one line of what it does,
 * `finish`, which makes the value the site works with of the checked one, and `launch`, the launch check's objection
 * to a value for a public site, if any.
 */
const readBy =
  (read: readonly Moment[], audience: Audience) =>
  <S extends Schema, V = Checked<S>>(
    schema: S,
    description: string,
    more: { finish?: (value: Checked<S>) => V; launch?: (value: V, all: Record<string, unknown>) => string | undefined } = {},
  ) => ({
    read,
    audience,
    schema: { ...schema, description },
    finish: more.finish ?? ((value: Checked<S>) => value as V),
    launch: more.launch,
  });

const publicAtBuild = readBy(["build"], "public");
const publicAtBuildAndStart = readBy(["build", "start"], "public");
const serverAtStart = readBy(["start"], "server");
const serverAtStartAndFunction = readBy(["start", "function"], "server");
const secretAtStartAndFunction = readBy(["start", "function"], "secret");

const isExample = (value: string | undefined) => /example\.(com|org|net)\b/i.test(value ?? "");
const DEFAULT_SITE_URL = "https://www.example.com";

/**
 * Every environment variable the site reads, declared once. The settings reader, the launch
 * check, `.env.example` and the table in docs/operations.md follow from this table; a unit test
 * fails when they differ.
 */
export const settingTable = {
  SITE_URL: publicAtBuildAndStart(
    { type: "string", format: "uri", default: DEFAULT_SITE_URL },
    "public address; canonical URLs, Open Graph, sitemap and robots.txt are built from it; an HTTPS address other than localhost turns on HSTS",
    {
      finish: (url) => url.replace(/\/+$/, ""),
      launch: (url) => (isExample(url) ? `still the default ${DEFAULT_SITE_URL}: set the site's public address` : undefined),
    },
  ),
  GATSBY_CONSENT_SCRIPT_URL: publicAtBuild(
    { type: "string" },
    "URL of a third-party cookie-consent script every page adds once it is painted; each page's Content-Security-Policy allows its origin. Leave empty while the site sets no cookies",
  ),
  GATSBY_CONSENT_SETTINGS_FUNCTION: publicAtBuild(
    { type: "string" },
    "the consent provider's function that reopens its settings from the footer, e.g. UC_UI.showSecondLayer (Usercentrics), Cookiebot.renew (Cookiebot)",
    {
      launch: (name, all) =>
        all.GATSBY_CONSENT_SCRIPT_URL && !name
          ? "a consent script is configured, but the footer's Cookie-Einstellungen, where visitors withdraw their consent, would open nothing: name the provider's function that reopens its settings"
          : undefined,
    },
  ),
  CMS_GITHUB_REPO: publicAtBuild({ type: "string" }, "the GitHub repository (owner/name) the CMS at /admin/ opens pull requests in", {
    launch: (repo) => (repo ? undefined : "the CMS at /admin/ does not know the GitHub repository (owner/name) to open pull requests in"),
  }),
  CMS_BRANCH: publicAtBuild({ type: "string", default: "main" }, "the branch the CMS's pull requests go to"),
  CMS_AUTH_URL: publicAtBuild(
    { type: "string" },
    "an OAuth proxy for the CMS's GitHub login when the site is not on Netlify (default: Netlify's)",
  ),
  CMS_LOCAL_BACKEND: publicAtBuild(
    { type: "boolean", default: false },
    "true only in the build `npm run cms` makes: the CMS page's policy lets it reach decap-server on this machine (port 8081)",
    {
      launch: (local) =>
        local ? "the CMS page may reach decap-server on localhost (CMS_LOCAL_BACKEND): not for the public site" : undefined,
    },
  ),
  GATSBY_CONTACT_API_KEY: publicAtBuildAndStart(
    { type: "string", default: DEFAULT_CONTACT_API_KEY },
    "the public key the dialog and the contact page send, and the one the endpoint expects (it is in the pages: a speed bump for scripts, not a secret); give the server the value the site was built with",
    {
      launch: (key) =>
        key === DEFAULT_CONTACT_API_KEY ? `the contact form still uses the default key ${DEFAULT_CONTACT_API_KEY}` : undefined,
    },
  ),
  HSTS: publicAtBuildAndStart(
    { type: "boolean" },
    "true/false: send Strict-Transport-Security (one year, subdomains); unset: on for an HTTPS SITE_URL other than localhost",
  ),
  CSP_EXTRA_ORIGINS: publicAtBuild(
    { type: "string", default: "" },
    "further origins (space- or comma-separated URLs) the consent provider loads from, connects to or frames",
    { finish: (origins) => origins.split(/[\s,]+/).filter(Boolean) },
  ),
  HOST: serverAtStart({ type: "string", default: "127.0.0.1" }, "address the production server listens on (0.0.0.0 in a container)"),
  PORT: serverAtStart({ type: "integer", default: 9000, minimum: 0, maximum: 65535 }, "its port"),
  PUBLIC_DIR: serverAtStart({ type: "string", default: "public" }, "the built site it serves"),
  SMTP_URL: secretAtStartAndFunction(
    { type: "string", format: "smtp-url" },
    "SMTP server for contact mails: smtp://user@mail.example.com:587 (STARTTLS; port 587 unless given) or smtps://user@mail.example.com:465 (TLS from the start); a server on another machine must offer TLS (?requireTLS=false allows it without); without it, mails go to the outbox folder",
    { launch: (url) => (url ? undefined : "no SMTP server: contact requests would only be written to the outbox folder") },
  ),
  SMTP_PASS: secretAtStartAndFunction(
    { type: "string" },
    "the SMTP password, as it is (no URL encoding); replaces a password in SMTP_URL, which must then name the user",
  ),
  MAIL_TO: serverAtStartAndFunction(
    { type: "string" },
    "the agency's inbox; required with SMTP (kontakt@example.com for the outbox). Never taken from the request",
    { launch: (to) => (!to || isExample(to) ? "the agency's inbox for contact requests is not set" : undefined) },
  ),
  MAIL_FROM: serverAtStartAndFunction(
    { type: "string" },
    "sender address of contact mails; required with SMTP (website@example.com for the outbox)",
    { launch: (from) => (!from || isExample(from) ? "the sender address of contact mails is not set" : undefined) },
  ),
  DEPLOY_PREVIEW: publicAtBuildAndStart(
    { type: "boolean", default: false },
    "true for a preview of a pull request (.github/workflows/pull-request.yml): the contact form sends nothing and says so (503), and every response asks search engines not to index the site; the contact function keeps the build's value",
    {
      launch: (preview) =>
        preview ? "this is a preview build: the contact form sends nothing and search engines are asked not to index the site" : undefined,
    },
  ),
  CONTACT_RATE_LIMIT: serverAtStartAndFunction(
    { type: "integer", default: 10, minimum: 1 },
    "contact requests per client (an IPv4 address or an IPv6 /64) in ten minutes, refused ones too; ten, so colleagues behind one office address are not turned away",
  ),
  TRUST_PROXY: serverAtStartAndFunction(
    { type: "string", default: "false", format: "proxies" },
    "true behind a reverse proxy on this machine that appends the client's address to X-Forwarded-For (deploy/: Caddy, nginx), which only then is read, and only from that proxy; for proxies elsewhere (a load balancer), their addresses or networks",
    // fastify's trustProxy: false, "loopback" (true), or the list; a direct client is never taken for a proxy.
    { finish: (text): string | false => (NO.test(text) ? false : YES.test(text) ? "loopback" : text) },
  ),
  CONTACT_QUEUE_FILE: serverAtStart(
    { type: "string", default: "contact-queue.sqlite" },
    "the SQLite file holding the contact requests waiting for delivery or given up: writable, on a local file system, used by one server process (npm run outbox reads it too)",
  ),
  CONTACT_RETRY_MAX_INTERVAL_S: serverAtStart(
    { type: "integer", default: 900, minimum: 1 },
    `the longest wait between two delivery attempts; the first retry waits ${fixedValues.firstRetryS} s (or this, if shorter), and each wait doubles`,
  ),
  STATS_ENABLED: serverAtStart(
    { type: "boolean", default: true },
    "count page views, referring sites, campaigns and addresses not found per day, and contact requests per week, on the own server (nothing personal); false turns it off, together with processing.statistics in content/company.de.md",
  ),
  STATS_FILE: serverAtStart(
    { type: "string", default: "statistics.sqlite" },
    "the SQLite file holding the daily counts; read by npm run stats",
  ),
  STATS_WEEKLY_MAIL: serverAtStart(
    { type: "boolean", default: false },
    "true: once a week the server sends the last week's statistics (Monday to Sunday) to MAIL_TO through the contact queue",
  ),
};

export type SettingName = keyof typeof settingTable;

export const settingNames = Object.keys(settingTable) as SettingName[];

/** The settings read at `moment`, in the table's order. */
export const settingsReadAt = (moment: Moment) => settingNames.filter((name) => settingTable[name].read.includes(moment));

/** The variables as the environment gives them: text, or missing. */
export type SettingsEnv = Partial<Record<SettingName, string>>;

/** Every setting's value, as its schema lets it through and `finish` makes it. */
export type Settings = { [Name in SettingName]: ReturnType<(typeof settingTable)[Name]["finish"]> };

/** What a refused value must be, for the message that names it. */
export function expectation(schema: Schema): string {
  if (schema.type === "string") return schema.format ? formats[schema.format].expects : "text";
  if (schema.type === "boolean") return "true or false";
  const range = schema.maximum === undefined ? `of at least ${schema.minimum}` : `from ${schema.minimum} to ${schema.maximum}`;
  return `a whole number ${range}`;
}
