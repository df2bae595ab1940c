/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { statsCommand } from "../statistics/statistics-report";
import { readOnlyFolder } from "../../src/test-utils/read-only-folder";
import { createBuiltSiteFixture } from "../test-support/built-site-fixture";
import { startServerProcess } from "../test-support/server-process";

const BROWSER = {
  "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
};

describe("npm run serve with visitor statistics", () => {
  let fixture: ReturnType<typeof createBuiltSiteFixture>;
  let dir: string;
  const start = (env: Record<string, string>) =>
    startServerProcess({ PUBLIC_DIR: fixture.dir, CONTACT_QUEUE_FILE: path.join(dir, "queue.sqlite"), STATS_ENABLED: "true", ...env });
  beforeEach(() => {
    fixture = createBuiltSiteFixture();
    dir = mkdtempSync(path.join(os.tmpdir(), "stats-process-"));
  });
  afterEach(() => {
    fixture.remove();
    rmSync(dir, { recursive: true, force: true });
  });

  it("creates the file in an empty folder, says so on /healthz and writes the counts on SIGTERM", async () => {
    const file = path.join(dir, "statistics", "statistics.sqlite");
    const server = await start({ STATS_FILE: file });
    expect((await fetch(`${server.baseUrl}/team/`, { headers: BROWSER })).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/?utm_source=flyer`, { headers: BROWSER })).status).toBe(200);
    expect(await (await fetch(`${server.baseUrl}/healthz`)).json()).toMatchObject({ status: "ok", statistics: { on: true } });
    server.child.kill("SIGTERM");
    expect(await server.exit).toBe(0);

    const { code, output } = statsCommand(["--json", "--days", "1"], { file });
    expect(code).toBe(0);
    expect(JSON.parse(output)).toMatchObject({
      totals: { views: 2, requests: 0 },
      pages: [
        { path: "/", views: 1, requests: 0 },
        { path: "/team/", views: 1, requests: 0 },
      ],
      referrers: [],
      // One request's campaign is no campaign's yet (server/statistics/threshold.ts).
      campaigns: [{ source: "(andere)", medium: "", campaign: "", views: 1 }],
      previous: { totals: { views: 0, requests: 0 } },
    });
  }, 20_000);

  const unusable: [string, () => { file: string; remove?: () => void }][] = [
    [
      "a corrupt file",
      () => {
        const file = path.join(dir, "statistics.sqlite");
        writeFileSync(file, "SQLite format 3\0 und dann nur noch Unsinn ".repeat(200));
        return { file };
      },
    ],
    [
      "a read-only folder",
      () => {
        const folder = readOnlyFolder();
        return { file: path.join(folder.dir, "statistics.sqlite"), remove: folder.remove };
      },
    ],
  ];
  it.each(unusable)(
    "serves every page with %s, logs why in one line and says on /healthz only that statistics are off",
    async (_name, make) => {
      const { file, remove } = make();
      try {
        const server = await start({ STATS_FILE: file });
        expect((await fetch(`${server.baseUrl}/`, { headers: BROWSER })).status).toBe(200);
        expect((await fetch(`${server.baseUrl}/team/`, { headers: BROWSER })).status).toBe(200);
        const health = await (await fetch(`${server.baseUrl}/healthz`)).json();
        // Why is in the log: /healthz, which anyone may ask, names no path and no error.
        expect(health).toEqual({ status: "ok", queue: expect.anything(), statistics: { on: false } });
        server.child.kill("SIGTERM");
        expect(await server.exit).toBe(0);
        expect(server.output().match(/Besucherstatistik/g)).toEqual(["Besucherstatistik"]);
        expect(server.output()).toContain(`Besucherstatistik aus: ${file}`);
      } finally {
        remove?.();
      }
    },
    20_000,
  );
});
