/** @jest-environment node */
import { processSingleton } from "../process-singleton";
import { releaseStaleModules } from "../release-stale-modules";

describe("processSingleton", () => {
  it("creates a value once per process, even when the calling module is loaded again", () => {
    const create = jest.fn(() => ({ created: Date.now() }));
    const first = processSingleton("test-value", create);
    jest.isolateModules(() => {
      const { processSingleton: reloaded } = require("../process-singleton");
      expect(reloaded("test-value", create)).toBe(first);
    });
    expect(create).toHaveBeenCalledTimes(1);
  });
});

describe("releaseStaleModules", () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).__non_webpack_require__;
  });

  it("drops children that are no longer the cached copy of their file", () => {
    const current = { id: "/f.js" };
    const stale1 = { id: "/f.js" };
    const stale2 = { id: "/f.js" };
    const other = { id: "/g.js" };
    const parent = { id: "/middleware.js", children: [stale1, other, stale2, current] };
    const cache: Record<string, unknown> = { "/middleware.js": parent, "/f.js": current, "/g.js": other };
    (globalThis as Record<string, unknown>).__non_webpack_require__ = { cache };
    releaseStaleModules();
    expect(parent.children).toEqual([other, current]);
    expect(parent.children[1]).toBe(current);
  });

  it("does nothing outside a function bundle", () => {
    expect(() => releaseStaleModules()).not.toThrow();
  });
});
