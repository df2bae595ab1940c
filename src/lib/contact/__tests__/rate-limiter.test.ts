import { createRateLimiter } from "../rate-limiter";

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
