/** @jest-environment node */
import { execFileSync } from "child_process";
import { createRateLimiter, DEFAULT_MAX_CLIENTS } from "../rate-limiter";

describe("createRateLimiter", () => {
  let time = 0;
  const now = () => time;
  beforeEach(() => {
    time = 1_000_000;
  });

  it("allows the limit within a window, then refuses with the seconds left", () => {
    const check = createRateLimiter({ limit: 3, windowMs: 60_000, now });
    expect([check("a"), check("a"), check("a")].every((d) => d.allowed)).toBe(true);
    time += 15_000;
    expect(check("a")).toEqual({ allowed: false, retryAfterS: 45 });
  });

  it("counts each client on its own", () => {
    const check = createRateLimiter({ limit: 1, windowMs: 60_000, now });
    expect(check("a").allowed).toBe(true);
    expect(check("b").allowed).toBe(true);
    expect(check("a").allowed).toBe(false);
  });

  it("starts afresh when the window has passed", () => {
    const check = createRateLimiter({ limit: 1, windowMs: 60_000, now });
    check("a");
    expect(check("a").allowed).toBe(false);
    time += 60_000;
    expect(check("a").allowed).toBe(true);
  });

  it("never asks to wait less than a second", () => {
    const check = createRateLimiter({ limit: 1, windowMs: 1_000, now });
    check("a");
    time += 999;
    expect(check("a")).toEqual({ allowed: false, retryAfterS: 1 });
  });
});

describe("the rate limiter's memory", () => {
  it("remembers at most maxClients, forgetting the client seen least recently", () => {
    let time = 0;
    const check = createRateLimiter({ limit: 1, windowMs: 60_000, maxClients: 3, now: () => time });
    check("a");
    check("b");
    check("c");
    time += 1;
    expect(check("a").allowed).toBe(false); // a is now the most recent
    check("d"); // evicts b, the least recently seen
    expect(check.size).toBe(3);
    expect(check("a").allowed).toBe(false);
    expect(check("b").allowed).toBe(true); // forgotten, so counted afresh
  });

  it("forgets a client's address one window after its last request", () => {
    let time = 0;
    const check = createRateLimiter({ limit: 5, windowMs: 600_000, now: () => time });
    check("203.0.113.1");
    time += 300_000;
    check("203.0.113.2");
    expect(check.size).toBe(2);
    time += 300_000; // the first address's last request is one window old
    check("203.0.113.3");
    expect(check.size).toBe(2);
    time += 600_000;
    check("203.0.113.4");
    expect(check.size).toBe(1);
  });

  it("stays at its cap however many distinct addresses arrive", () => {
    const check = createRateLimiter({ limit: 5, windowMs: 600_000 });
    for (let i = 0; i < 100_000; i++) check(`2001:db8::${i.toString(16)}`);
    expect(check.size).toBe(DEFAULT_MAX_CLIENTS);
  });

  it("holds 100,000 distinct addresses in under 20 MB of heap", () => {
    // Measured in a process of its own with a forced garbage collection before and after.
    const script = `
      const { createRateLimiter } = require(${JSON.stringify(require.resolve("../rate-limiter"))});
      gc(); const before = process.memoryUsage().heapUsed;
      const check = createRateLimiter({ limit: 5, windowMs: 600000 });
      for (let i = 0; i < 100000; i++) check("2001:db8:" + i.toString(16) + "::" + (i * 7919).toString(16));
      gc(); const after = process.memoryUsage().heapUsed;
      process.stdout.write(String(after - before) + " " + check.size);
    `;
    const output = execFileSync(process.execPath, ["--expose-gc", "--import", "tsx", "-e", script], { encoding: "utf8" });
    const [bytes, size] = output.split(" ").map(Number);
    expect(size).toBe(DEFAULT_MAX_CLIENTS);
    expect(bytes).toBeLessThan(20 * 1024 * 1024);
  });
});
