import { spawn, type ChildProcess } from "child_process";
import http from "http";
import path from "path";
import { pathToFileURL } from "url";

const root = path.join(__dirname, "..", "..");

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exit: Promise<number | null>;
}

/**
 * Runs `server/start.ts` as `npm run serve` does, with the given environment: by default on
 * loopback and a free port, from the project's folder, counting no visitors unless `env` asks (so no
 * test writes a statistics file there); with `cwd`, from that folder and with
 * nothing but `env` (so a `.env` there decides the rest). With `bundle`, runs that bundled
 * server file with plain `node` instead.
 */
export function startServerProcess(
  env: Record<string, string>,
  { cwd, bundle }: { cwd?: string; bundle?: string } = {},
): Promise<ServerProcess> {
  // tsx by its file, so it is found from any working folder.
  const args = bundle ? [bundle] : ["--import", pathToFileURL(require.resolve("tsx")).href, path.join(root, "server", "start.ts")];
  const child = spawn(process.execPath, args, {
    cwd: cwd ?? root,
    env: cwd
      ? { PATH: process.env.PATH!, ...env }
      : { PATH: process.env.PATH!, HOST: "127.0.0.1", PORT: "0", STATS_ENABLED: "false", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (listening) resolve({ child, baseUrl: listening[1], output: () => output, exit });
    };
    child.stdout!.on("data", onOutput);
    child.stderr!.on("data", onOutput);
    exit.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export function post(url: string, body: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: "POST", headers }, (response) => {
      let text = "";
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, text }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

export async function postJson(url: string, body: unknown, headers: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const answer = await post(url, JSON.stringify(body), { "content-type": "application/json", ...headers });
  return { status: answer.status, body: JSON.parse(answer.text) };
}

/** A form post from the contact page, as a browser without JavaScript sends it. */
export function postForm(url: string, fields: Record<string, string>): Promise<Answer> {
  return post(url, new URLSearchParams(fields).toString(), {
    "content-type": "application/x-www-form-urlencoded",
    "sec-fetch-site": "same-origin",
  });
}
