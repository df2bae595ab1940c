import { spawn, type ChildProcess } from "child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "fs";
import os from "os";
import path from "path";
import { pathToFileURL } from "url";
import { e2eServer } from "../../e2e/support/server";
import { request } from "./https-client";

const root = path.resolve(__dirname, "../..");

/**
 * The production server and, in front of it, Caddy with the shipped deploy/Caddyfile, both on
 * 127.0.0.1 and writing only into one temporary folder. Caddy serves `localhost` with a
 * certificate from its own CA, as for `tls internal`. TEST_DEPLOY_PORT (9300) and the two ports
 * after it: the server, Caddy's HTTP and Caddy's HTTPS port.
 */
export interface ProxiedSite {
  /** https://localhost:<port> and http://localhost:<port>: Caddy. */
  httpsOrigin: string;
  httpOrigin: string;
  /** Caddy's root certificate, to trust in the test's requests (and the Observatory's). */
  caFile: string;
  ca: string;
  /** What each process wrote to stdout and stderr so far. */
  output(): { caddy: string; server: string };
  /** Stops the production server alone, as a restart does, leaving Caddy in front of nothing. */
  stopServer(): Promise<void>;
  stop(): Promise<void>;
}

const base = Number(process.env.TEST_DEPLOY_PORT || 9300);
export const ports = { server: base, http: base + 1, https: base + 2 };

interface Started {
  child: ChildProcess;
  output: string[];
}

function startProcess(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Started {
  const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
  const output: string[] = [];
  child.stdout!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  return { child, output };
}

async function waitFor(what: string, ready: () => Promise<boolean>, started: Started, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (started.child.exitCode !== null) throw new Error(`${what} exited (${started.child.exitCode}):\n${started.output.join("")}`);
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not answer within ${timeoutMs / 1000} s:\n${started.output.join("")}`);
}

function stopProcess({ child }: Started): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** Starts both over the build in `publicDir`; `stop()` ends them and deletes the temporary folder, also when the start fails. */
export async function startProxiedSite(publicDir: string, serverEnv: Record<string, string>): Promise<ProxiedSite> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "test-deploy-"));
  const started: Started[] = [];
  const stop = async () => {
    await Promise.all(started.reverse().map(stopProcess));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // The server as e2e/support/server.ts starts it, its files in the temporary folder (its working
    // directory, where the outbox goes: no SMTP server here).
    const server = startProcess(
      process.execPath,
      ["--import", pathToFileURL(require.resolve("tsx")).href, path.join(root, "server/start.ts")],
      {
        cwd: dir,
        env: {
          ...process.env,
          ...e2eServer.env,
          HOST: "127.0.0.1",
          PORT: String(ports.server),
          PUBLIC_DIR: path.resolve(root, publicDir),
          SMTP_URL: "",
          CONTACT_QUEUE_FILE: path.join(dir, "contact-queue.sqlite"),
          STATS_FILE: path.join(dir, "statistics.sqlite"),
          ...serverEnv,
        },
      },
    );
    started.push(server);
    await waitFor(
      "The production server",
      async () => (await request(`http://127.0.0.1:${ports.server}/healthz`, "")).status === 200,
      server,
    );

    // Caddy with the shipped file: only its placeholders get the test's values.
    const caddy = startProcess("caddy", ["run", "--config", path.join(root, "deploy/Caddyfile"), "--adapter", "caddyfile"], {
      cwd: dir,
      env: {
        PATH: process.env.PATH,
        HOME: dir,
        XDG_DATA_HOME: path.join(dir, "data"),
        XDG_CONFIG_HOME: path.join(dir, "config"),
        SITE_ADDRESS: `localhost:${ports.https}`,
        HTTP_PORT: String(ports.http),
        BIND_ADDRESS: "127.0.0.1",
        CADDY_ADMIN: "off",
        UPSTREAM: `127.0.0.1:${ports.server}`,
      },
    });
    started.push(caddy);
    const caFile = path.join(dir, "data/caddy/pki/authorities/local/root.crt");
    const httpsOrigin = `https://localhost:${ports.https}`;
    await waitFor(
      "Caddy",
      async () => existsSync(caFile) && (await request(`${httpsOrigin}/healthz`, readFileSync(caFile, "utf8"))).status === 200,
      caddy,
    );
    return {
      httpsOrigin,
      httpOrigin: `http://localhost:${ports.http}`,
      caFile,
      ca: readFileSync(caFile, "utf8"),
      output: () => ({ caddy: caddy.output.join(""), server: server.output.join("") }),
      stopServer: () => stopProcess(server),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
