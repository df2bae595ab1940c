import { DEFAULT_CONTACT_API_KEY } from "../contact/contact-request";
import { fixedValues } from "./fixed-values";
import { absoluteUrl, flag, list, optionalFlag, proxyHops, smtpUrl, text, textOr, wholeNumber, type Parser } from "./parsers";

/**
 * When a setting is read:
 * - `build`: `npm run build` writes it into the pages, the CDN's headers or the contact function (only
 *   `public` settings reach the function this way: server/contact/contact-handler-from-env.ts);
 * - `start`: the production server reads it when it starts (`npm run serve`);
 * - `function`: the contact function reads it from its host's environment when it runs (Netlify,
 *   `npm run develop`); nothing of it is in the function's code.
 */
export type Moment = "build" | "start" | "function";

/**
 * Who may see it: `public` values stand in what the site sends every visitor (its HTML, the browser's
 * JavaScript, its headers) or in the built contact function; only these may carry the `GATSBY_` prefix,
 * which Gatsby bakes into the bundle. `server` values stay on the server; `secret` ones are credentials,
 * never logged. Neither is in any file the build writes (e2e/every-page/no-settings-in-the-build.spec.ts).
 */
export type Audience = "public" | "server" | "secret";

const publicAtBuild = { read: ["build"], audience: "public" } as const;
const publicAtBuildAndStart = { read: ["build", "start"], audience: "public" } as const;
const serverAtStart = { read: ["start"], audience: "server" } as const;
const serverAtStartAndFunction = { read: ["start", "function"], audience: "server" } as const;
const secretAtStartAndFunction = { read: ["start", "function"], audience: "secret" } as const;

/**
 * One setting: when and for whom it is read, its parser, one line of what it does, and `launch`, the launch
 * check's objection to a value for a public site, if any. `default` is what docs/operations.md and
 * `.env.example` show: what the parser makes of an unset variable, "" for none.
 */
function setting<T>(
  { read, audience }: { read: readonly Moment[]; audience: Audience },
  parse: Parser<T>,
  describe: string,
  {
    launch,
    default: shown = String(parse(undefined, "") ?? ""),
  }: { launch?: (value: T, all: Record<string, unknown>) => string | undefined; default?: string } = {},
) {
  return { read, audience, default: shown, parse, describe, launch };
}

const isExample = (value: string | undefined) => /example\.(com|org|net)\b/i.test(value ?? "");
const DEFAULT_SITE_URL = "https://www.example.com";

/**
 * Every environment variable the site reads, declared once. The settings reader, the launch
 * check, `.env.example` and the table in docs/operations.md follow from this table; a unit test
 * fails when they differ.
 */
export const settingTable = {
  SITE_URL: setting(
    publicAtBuildAndStart,
    absoluteUrl(DEFAULT_SITE_URL),
    "public address; canonical URLs, Open Graph, sitemap and robots.txt are built from it; an HTTPS address other than localhost turns on HSTS",
    { launch: (value) => (isExample(value) ? `still the default ${DEFAULT_SITE_URL}: set the site's public address` : undefined) },
  ),
  GATSBY_CONSENT_SCRIPT_URL: setting(
    publicAtBuild,
    text,
    "URL of a third-party cookie-consent script every page adds once it is painted; each page's Content-Security-Policy allows its origin. Leave empty while the site sets no cookies",
  ),
  GATSBY_CONSENT_SETTINGS_FUNCTION: setting(
    publicAtBuild,
    text,
    "the consent provider's function that reopens its settings from the footer, e.g. UC_UI.showSecondLayer (Usercentrics), Cookiebot.renew (Cookiebot)",
    {
      launch: (value, all) =>
        all.GATSBY_CONSENT_SCRIPT_URL && !value
          ? "a consent script is configured, but the footer's Cookie-Einstellungen, where visitors withdraw their consent, would open nothing: name the provider's function that reopens its settings"
          : undefined,
    },
  ),
  CMS_GITHUB_REPO: setting(publicAtBuild, text, "the GitHub repository (owner/name) the CMS at /admin/ opens pull requests in", {
    launch: (value) => (value ? undefined : "the CMS at /admin/ does not know the GitHub repository (owner/name) to open pull requests in"),
  }),
  CMS_BRANCH: setting(publicAtBuild, textOr("main"), "the branch the CMS's pull requests go to"),
  CMS_AUTH_URL: setting(
    publicAtBuild,
    text,
    "an OAuth proxy for the CMS's GitHub login when the site is not on Netlify (default: Netlify's)",
  ),
  CMS_LOCAL_BACKEND: setting(
    publicAtBuild,
    flag(false),
    "true only in the build `npm run cms` makes: the CMS page's policy lets it reach decap-server on this machine (port 8081)",
    {
      launch: (value) =>
        value ? "the CMS page may reach decap-server on localhost (CMS_LOCAL_BACKEND): not for the public site" : undefined,
    },
  ),
  GATSBY_CONTACT_API_KEY: setting(
    publicAtBuildAndStart,
    textOr(DEFAULT_CONTACT_API_KEY),
    "the public key the dialog and the contact page send, and the one the endpoint expects (it is in the pages: a speed bump for scripts, not a secret); give the server the value the site was built with",
    {
      launch: (value) =>
        value === DEFAULT_CONTACT_API_KEY ? `the contact form still uses the default key ${DEFAULT_CONTACT_API_KEY}` : undefined,
    },
  ),
  HSTS: setting(
    publicAtBuildAndStart,
    optionalFlag,
    "true/false: send Strict-Transport-Security (one year, subdomains); unset: on for an HTTPS SITE_URL other than localhost",
  ),
  CSP_EXTRA_ORIGINS: setting(
    publicAtBuild,
    list,
    "further origins (space- or comma-separated URLs) the consent provider loads from, connects to or frames",
  ),
  HOST: setting(serverAtStart, textOr("127.0.0.1"), "address the production server listens on (0.0.0.0 in a container)"),
  PORT: setting(serverAtStart, wholeNumber(9000, { min: 0, max: 65535 }), "its port"),
  PUBLIC_DIR: setting(serverAtStart, textOr("public"), "the built site it serves"),
  SMTP_URL: setting(
    secretAtStartAndFunction,
    smtpUrl,
    "SMTP server for contact mails: smtp://user@mail.example.com:587 (STARTTLS; port 587 unless given) or smtps://user@mail.example.com:465 (TLS from the start); a server on another machine must offer TLS (?requireTLS=false allows it without); without it, mails go to the outbox folder",
    { launch: (value) => (value ? undefined : "no SMTP server: contact requests would only be written to the outbox folder") },
  ),
  SMTP_PASS: setting(
    secretAtStartAndFunction,
    text,
    "the SMTP password, as it is (no URL encoding); replaces a password in SMTP_URL, which must then name the user",
  ),
  MAIL_TO: setting(
    serverAtStartAndFunction,
    text,
    "the agency's inbox; required with SMTP (kontakt@example.com for the outbox). Never taken from the request",
    { launch: (value) => (!value || isExample(value) ? "the agency's inbox for contact requests is not set" : undefined) },
  ),
  MAIL_FROM: setting(
    serverAtStartAndFunction,
    text,
    "sender address of contact mails; required with SMTP (website@example.com for the outbox)",
    { launch: (value) => (!value || isExample(value) ? "the sender address of contact mails is not set" : undefined) },
  ),
  DEPLOY_PREVIEW: setting(
    publicAtBuildAndStart,
    flag(false),
    "true for a preview of a pull request (.github/workflows/pull-request.yml): the contact form sends nothing and says so (503), and every response asks search engines not to index the site; the contact function keeps the build's value",
    {
      launch: (value) =>
        value ? "this is a preview build: the contact form sends nothing and search engines are asked not to index the site" : undefined,
    },
  ),
  CONTACT_RATE_LIMIT: setting(
    serverAtStartAndFunction,
    wholeNumber(10),
    "contact requests per client (an IPv4 address or an IPv6 /64) in ten minutes, refused ones too; ten, so colleagues behind one office address are not turned away",
  ),
  TRUST_PROXY: setting(
    serverAtStartAndFunction,
    proxyHops,
    "true behind a reverse proxy that appends the client's address to X-Forwarded-For (only then is that header read); with more than one proxy in front, their number: the client is that many entries from the right",
    {
      default: "false",
    },
  ),
  CONTACT_QUEUE_FILE: setting(
    serverAtStart,
    textOr("contact-queue.sqlite"),
    "the SQLite file holding the contact requests waiting for delivery or given up: writable, on a local file system, used by one server process (npm run outbox reads it too)",
  ),
  CONTACT_RETRY_MAX_INTERVAL_S: setting(
    serverAtStart,
    wholeNumber(900),
    `the longest wait between two delivery attempts; the first retry waits ${fixedValues.firstRetryS} s (or this, if shorter), and each wait doubles`,
  ),
  STATS_ENABLED: setting(
    serverAtStart,
    flag(true),
    "count page views, referring sites, campaigns and addresses not found per day, and contact requests per week, on the own server (nothing personal); false turns it off, together with processing.statistics in content/company.de.md",
  ),
  STATS_FILE: setting(serverAtStart, textOr("statistics.sqlite"), "the SQLite file holding the daily counts; read by npm run stats"),
  STATS_WEEKLY_MAIL: setting(
    serverAtStart,
    flag(false),
    "true: once a week the server sends the last week's statistics (Monday to Sunday) to MAIL_TO through the contact queue",
  ),
} as const;

export type SettingName = keyof typeof settingTable;

export const settingNames = Object.keys(settingTable) as SettingName[];

/** The settings read at `moment`, in the table's order. */
export const settingsReadAt = (moment: Moment) =>
  settingNames.filter((name) => (settingTable[name].read as readonly Moment[]).includes(moment));

/** The variables as the environment gives them: text, or missing. */
export type SettingsEnv = Partial<Record<SettingName, string>>;

export type Settings = { [Name in SettingName]: ReturnType<(typeof settingTable)[Name]["parse"]> };
