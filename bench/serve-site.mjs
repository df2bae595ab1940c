import { spawn } from "node:child_process";

const commands = {
  // The production server (server/start.ts, or `script`: an earlier version's) over public/.
  production: (host, port, script = "server/start.ts") => ["node", ["--import", "tsx", script], { HOST: host, PORT: String(port) }],
  // Gatsby's preview server, for comparison.
  gatsby: (host, port) => ["npx", ["gatsby", "serve", "--host", host, "--port", String(port)], {}],
};

/**
 * Starts a server for the site in public/ on host:port (`production`, the default, or
 * `gatsby` serve), waits until it answers and returns a function that stops it (also
 * called when the process exits), with the server's process id.
 */
export async function serveSite({ host, port, env, stdio = "ignore", server = "production", script }) {
  const [command, args, serverEnv] = commands[server](host, port, script);
  const child = spawn(command, args, {
    env: { ...env, ...serverEnv },
    stdio: stdio === "ignore" ? "ignore" : ["ignore", stdio, stdio],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.on("exit", stop);
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://${host}:${port}/`)).ok) return Object.assign(stop, { pid: child.pid });
    } catch {
      // not listening yet
    }
    if (i > 120) throw new Error(`${server} server did not answer on ${host}:${port}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Serves a built static site from `root` on host:port, as any static host would (files as
 * they are, `dir/` from `dir/index.html`), for the reference page the bench measures beside
 * the site. Returns a function that stops it.
 */
export async function serveFolder({ host, port, root }) {
  const { default: Fastify } = await import("fastify");
  const { default: fastifyStatic } = await import("@fastify/static");
  const app = Fastify();
  await app.register(fastifyStatic, { root, preCompressed: false, index: ["index.html"], redirect: true });
  await app.listen({ host, port });
  const stop = () => void app.close();
  process.on("exit", stop);
  return stop;
}
