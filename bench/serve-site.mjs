import { spawn } from "node:child_process";

/**
 * Starts `gatsby serve` for the site in public/ on host:port, waits until it answers and
 * returns a function that stops it (also called when the process exits).
 */
export async function serveSite({ host, port, env, stdio = "ignore" }) {
  const server = spawn("npx", ["gatsby", "serve", "--host", host, "--port", String(port)], {
    env,
    stdio: stdio === "ignore" ? "ignore" : ["ignore", stdio, stdio],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {}
  };
  process.on("exit", stop);
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://${host}:${port}/`)).ok) return stop;
    } catch {}
    if (i > 120) throw new Error(`gatsby serve did not answer on ${host}:${port}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
