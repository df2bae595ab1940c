/** @jest-environment node */
import http from "http";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "fs";
import os from "os";
import path from "path";
import { DatabaseSync } from "node:sqlite";
import { openVisitorCounter, type VisitorCounter } from "../statistics/visitor-counter";
import { validContactFields } from "../../src/test-utils/contact-requests";
import { startTestServer, TEST_KEY } from "../test-support/test-server";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0 Testbrowser/987.654";

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function request(
  url: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = http.request(url, { method, headers }, (response) => {
      let text = "";
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** The same request `times` times at once: a made-up value is kept under its name from the tenth of a day (threshold.ts). */
const repeated = (times: number, send: () => Promise<unknown>) => Promise.all(Array.from({ length: times }, send));

function tables(file: string) {
  const db = new DatabaseSync(file, { readOnly: true });
  const all = (sql: string) =>
    db
      .prepare(sql)
      .all()
      .map((row) => ({ ...row }));
  try {
    return {
      views: all("SELECT path, sum(views) AS views FROM page_views GROUP BY path ORDER BY path"),
      referrers: all("SELECT host, sum(views) AS views FROM referrer_views GROUP BY host"),
      campaigns: all("SELECT source, medium, campaign, sum(views) AS views FROM campaign_views GROUP BY source, medium, campaign"),
      requests: all("SELECT path, sum(requests) AS requests FROM contact_requests GROUP BY path ORDER BY path"),
      notFound: all("SELECT path, referrer, sum(views) AS views FROM not_found GROUP BY path, referrer ORDER BY path, referrer"),
    };
  } finally {
    db.close();
  }
}

describe("visitor statistics on the production server", () => {
  let dir: string;
  let file: string;
  let counter: VisitorCounter;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let base: string;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "count-visitors-"));
    file = path.join(dir, "statistics.sqlite");
    counter = openVisitorCounter({ file, log: console })!;
    server = await startTestServer({ statistics: counter, contactEnv: { SITE_URL: "https://www.agentur.example" } });
    base = await server.app.listen({ host: "127.0.0.1", port: 0 });
  });

  afterEach(async () => {
    await server.stop();
    counter.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Stops the server and writes the counts, as a graceful stop does. */
  async function stopAndRead() {
    await server.app.close();
    counter.stop();
    return tables(file);
  }

  it("counts a browser's page view once, a revalidated page too, another site's registrable domain and the campaign of the address", async () => {
    const first = await request(`${base}/`, { headers: { "user-agent": BROWSER } });
    expect(first.status).toBe(200);
    const revalidated = await request(`${base}/`, { headers: { "user-agent": BROWSER, "if-none-match": first.headers.etag! } });
    expect(revalidated.status).toBe(304);
    const view = (url: string, referer?: string) => () =>
      request(`${base}${url}`, { headers: { "user-agent": BROWSER, ...(referer && { referer }) } });
    await repeated(10, view("/team/", "https://www.google.com/search?q=agentur"));
    await view("/team/", `${base}/`)();
    await view("/team/", "https://www.agentur.example/")();
    // The site's own address, also when it is an IPv6 address with a port, names no other site.
    await request(`${base}/team/`, { headers: { "user-agent": BROWSER, host: "[::1]:9000", referer: "http://[::1]:9000/" } });
    await repeated(10, view("/team/", "https://nachrichten.example.co.uk/artikel"));
    await repeated(10, view("/?utm_source=newsletter&utm_medium=email&utm_campaign=herbst_2026"));
    await view("/?utm_source=newsletter&utm_medium=%20email%20&utm_campaign=herbst_2026")();

    expect(await stopAndRead()).toEqual({
      views: [
        { path: "/", views: 13 },
        { path: "/team/", views: 23 },
      ],
      referrers: [
        { host: "example.co.uk", views: 10 },
        { host: "google.com", views: 10 },
      ],
      campaigns: [{ source: "newsletter", medium: "email", campaign: "herbst_2026", views: 11 }],
      requests: [],
      notFound: [],
    });
  });

  it("does not count robots, link previews, an old browser's own prefetch, Global Privacy Control, HEAD, other files, /healthz, /admin/, the API or a form post's answer", async () => {
    const robots = [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
      "WhatsApp/2.23.20.0",
      "curl/8.5.0",
    ];
    for (const agent of robots) expect((await request(`${base}/`, { headers: { "user-agent": agent } })).status).toBe(200);
    expect((await request(`${base}/`)).status).toBe(200);
    // `Purpose` alone: a link prefetch the site never asks for (its speculation rules send `Sec-Purpose`).
    for (const purpose of [{ purpose: "prefetch" }, { "sec-gpc": "1" }] as Record<string, string>[]) {
      expect((await request(`${base}/team/`, { headers: { "user-agent": BROWSER, ...purpose } })).status).toBe(200);
    }
    expect((await request(`${base}/`, { method: "HEAD", headers: { "user-agent": BROWSER } })).status).toBe(200);
    // The answer to a form post (a 303 leads there) would count contact requests per day, which the privacy policy counts per week.
    for (const url of [
      "/favicon.svg",
      "/robots.txt",
      "/page-data/index/page-data.json",
      "/healthz",
      "/admin/",
      "/404.html",
      "/404/",
      "/en/404/",
      "/kontakt/danke/",
    ]) {
      expect((await request(`${base}${url}`, { headers: { "user-agent": BROWSER } })).status).toBe(200);
    }
    await request(`${base}/api/send-email`, {
      method: "POST",
      headers: { "user-agent": BROWSER, "content-type": "application/json" },
      body: "{}",
    });
    // One real view in the same run, so a counter that counts nothing fails this test too.
    await request(`${base}/team/`, { headers: { "user-agent": BROWSER } });

    expect(await stopAndRead()).toEqual({
      views: [{ path: "/team/", views: 1 }],
      referrers: [],
      campaigns: [],
      requests: [],
      notFound: [],
    });
  });

  it("counts a page the speculation rules fetch ahead of time as its view, with the referring site and campaign, but no robot's, GPC's or unlisted page's", async () => {
    // What a prerender and a prefetch of a link ask for; the page that has the link is the Referer.
    const ahead = (url: string, headers: Record<string, string>) =>
      request(`${base}${url}`, { headers: { "user-agent": BROWSER, ...headers } });
    await repeated(10, async () => {
      expect(
        (await ahead("/team/?utm_source=suche", { "sec-purpose": "prefetch;prerender", referer: "https://www.google.de/" })).status,
      ).toBe(200);
    });
    await ahead("/", { "sec-purpose": "prefetch", referer: `${base}/team/` });
    // Not a view: a robot's, with GPC, without a user agent, a HEAD, the CMS or a form post's answer, each ahead of time.
    const prefetch = { "sec-purpose": "prefetch" };
    await ahead("/", { ...prefetch, "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    await ahead("/", { ...prefetch, "sec-gpc": "1" });
    await request(`${base}/`, { headers: prefetch });
    await request(`${base}/`, { method: "HEAD", headers: { "user-agent": BROWSER, ...prefetch } });
    await ahead("/admin/", prefetch);
    await ahead("/kontakt/danke/", prefetch);

    expect(await stopAndRead()).toEqual({
      views: [
        { path: "/", views: 1 },
        { path: "/team/", views: 10 },
      ],
      referrers: [{ host: "google.de", views: 10 }],
      campaigns: [{ source: "suche", medium: "", campaign: "", views: 10 }],
      requests: [],
      notFound: [],
    });
  });

  it("counts a browser's 404 per path without its query, with another site's domain, and no robot's, prefetch's, image's or GPC's", async () => {
    const notFound = (url: string, headers: Record<string, string> = {}) =>
      request(`${base}${url}`, { headers: { "user-agent": BROWSER, accept: "text/html", ...headers } }).then(({ status }) => status);
    await repeated(10, () => notFound("/alte-seite/?utm_source=x"));
    await repeated(10, () => notFound("/alte-seite/", { referer: "https://blog.partner.example.com/links" }));
    expect(await notFound("/alte-seite/", { referer: `${base}/team/`, "sec-fetch-dest": "document" })).toBe(404);
    // Fewer than ten a day: "(andere)", where any request below that was counted by mistake would show too.
    expect(await notFound("/kontakt/max@example.com")).toBe(404);
    await repeated(10, () => notFound(`/${"lang".repeat(40)}`));
    const notCounted: Record<string, string>[] = [
      { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      { "sec-purpose": "prefetch" },
      { "sec-fetch-dest": "image", accept: "image/avif,image/webp,*/*" },
      { "sec-gpc": "1" },
      { "sec-gpc": "1, 1" },
    ];
    for (const headers of notCounted) {
      expect(await notFound("/nicht-gezaehlt/", headers)).toBe(404);
    }
    expect((await request(`${base}/api/gibt-es-nicht`, { headers: { "user-agent": BROWSER } })).status).toBe(404);

    expect((await stopAndRead()).notFound).toEqual([
      { path: "(andere)", referrer: "", views: 1 },
      { path: "/alte-seite/", referrer: "", views: 11 },
      { path: "/alte-seite/", referrer: "example.com", views: 10 },
      { path: `/${"lang".repeat(40)}`.slice(0, 100), referrer: "", views: 10 },
    ]);
  });

  it("counts every one of many concurrent page views", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 40 });
    const answers = await Promise.all(
      Array.from(
        { length: 400 },
        (_, index) =>
          new Promise<number>((resolve, reject) =>
            http
              .get(`${base}${index % 2 ? "/team/" : "/"}`, { agent, headers: { "user-agent": BROWSER } }, (response) => {
                response.resume();
                response.on("end", () => resolve(response.statusCode!));
              })
              .on("error", reject),
          ),
      ),
    );
    agent.destroy();
    expect(answers.every((status) => status === 200)).toBe(true);
    expect((await stopAndRead()).views).toEqual([
      { path: "/", views: 200 },
      { path: "/team/", views: 200 },
    ]);
  });

  it("counts accepted contact requests for the page they were sent from, a page with fewer than five a week as (andere), and no refused one nor one with Global Privacy Control", async () => {
    const send = (body: unknown, referer: string) =>
      request(`${base}/api/send-email`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": TEST_KEY, "user-agent": BROWSER, referer },
        body: JSON.stringify(body),
      });
    for (let index = 0; index < 5; index += 1) expect((await send(validContactFields, `${base}/team/`)).status).toBe(200);
    expect((await send({ ...validContactFields, email: "kein-e-mail" }, `${base}/team/`)).status).toBe(422);
    expect((await send({ ...validContactFields, website: "https://spam.example" }, `${base}/team/`)).status).toBe(200);
    expect((await send(validContactFields, "https://andere-seite.example/team/")).status).toBe(200);
    expect((await send(validContactFields, `${base}/gibt-es-nicht/`)).status).toBe(200);
    const objecting = await request(`${base}/api/send-email`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-api-key": TEST_KEY,
        "user-agent": BROWSER,
        referer: `${base}/team/`,
        "sec-gpc": "1",
      },
      body: JSON.stringify(validContactFields),
    });
    expect(objecting.status).toBe(200);
    // The contact page's form, posted without JavaScript: counted for the page the browser names.
    const form = await request(`${base}/api/send-email`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "same-origin",
        "user-agent": BROWSER,
        referer: `${base}/`,
      },
      body: new URLSearchParams({ ...validContactFields, agreed_to_agbs: "on", api_key: TEST_KEY }).toString(),
    });
    expect([form.status, form.headers.location]).toEqual([303, "/kontakt/danke/"]);
    expect(server.mails).toHaveLength(9);

    // The one request from the start page tells no one which page its sender wrote from.
    expect((await stopAndRead()).requests).toEqual([
      { path: "(andere)", requests: 1 },
      { path: "/team/", requests: 5 },
    ]);
  });

  it("keeps no address, user agent, full referrer, time of day or value fewer than ten requests a day carried in the file", async () => {
    const headers = { "user-agent": BROWSER, "x-forwarded-for": "203.0.113.77" };
    await repeated(10, () =>
      request(`${base}/team/`, { headers: { ...headers, referer: "https://news.example.org/artikel/geheimer-pfad?leser=4711" } }),
    );
    // What names a person, each sent nine times: no rule for e-mail addresses, phone numbers or names catches them all.
    const personal = [
      "/?utm_source=max@example.com&utm_campaign=max%40example.com",
      "/?utm_source=max.mustermann.gmail.com&utm_campaign=0171-2345678",
      "/abmelden/max@example.com?email=max@example.com",
      "/kontakt/max.mustermann(at)gmail.com",
      "/rueckruf/0171-2345678/",
      "/DE89370400440532013000",
      "/max-mustermann-musterstrasse-12/",
    ];
    for (const url of personal) await repeated(9, () => request(`${base}${url}`, { headers }));
    await repeated(9, () => request(`${base}/`, { headers: { ...headers, referer: "https://www.max-mustermann.de/" } }));
    await request(`${base}/api/send-email`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": TEST_KEY, ...headers, referer: `${base}/team/` },
      body: JSON.stringify(validContactFields),
    });
    const counted = await stopAndRead();
    expect(counted).toMatchObject({
      referrers: [
        { host: "(andere)", views: 9 },
        { host: "example.org", views: 10 },
      ],
      campaigns: [{ source: "(andere)", medium: "", campaign: "", views: 18 }],
      requests: [{ path: "(andere)", requests: 1 }],
      notFound: [{ path: "(andere)", referrer: "", views: 45 }],
    });

    expect(readdirSync(dir)).toEqual(["statistics.sqlite"]);
    const bytes = readFileSync(file).toString("latin1");
    expect(bytes).toContain("example.org");
    // Not "@" alone: every SQLite file's header holds that byte (offset 21).
    const sent = ["127.0.0.1", "203.0.113.77", "Testbrowser", "Firefox", "news.", "geheimer-pfad", "4711", "@example", "%40"];
    const written = ["max", "mustermann", "gmail", "0171", "2345678", "DE89", "musterstrasse", "rueckruf", "abmelden"];
    for (const kept of [...sent, ...written]) expect(bytes).not.toContain(kept);
    expect(bytes).not.toMatch(/\d\d:\d\d/);
  });
});
