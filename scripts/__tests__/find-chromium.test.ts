import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { findChromium } from "../find-chromium.cjs";

// The tests take Chromium's headless shell before the full browser, the benchmarks the full browser first, and
// CHROME_PATH wins for both (docs/decisions.md, "The end-to-end tests run in Chromium's headless shell").
describe("findChromium", () => {
  const saved = { PATH: process.env.PATH, CHROME_PATH: process.env.CHROME_PATH };
  let dir: string;
  const install = (name: string) => {
    writeFileSync(path.join(dir, name), "#!/bin/sh\n");
    chmodSync(path.join(dir, name), 0o755);
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "find-chromium-"));
    process.env.PATH = dir;
    delete process.env.CHROME_PATH;
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    process.env.PATH = saved.PATH;
    if (saved.CHROME_PATH === undefined) delete process.env.CHROME_PATH;
    else process.env.CHROME_PATH = saved.CHROME_PATH;
  });

  it("gives the tests the headless shell and the benchmarks the browser, where both are installed", () => {
    install("chromium");
    install("chromium-headless-shell");
    expect(findChromium({ forTests: true })).toBe(path.join(dir, "chromium-headless-shell"));
    expect(findChromium()).toBe(path.join(dir, "chromium"));
  });

  it("falls back to whichever one is installed", () => {
    install("chromium");
    expect(findChromium({ forTests: true })).toBe(path.join(dir, "chromium"));
    rmSync(path.join(dir, "chromium"));
    install("chromium-headless-shell");
    expect(findChromium()).toBe(path.join(dir, "chromium-headless-shell"));
  });

  it("takes CHROME_PATH over anything on PATH, and finds nothing where nothing is installed", () => {
    expect(findChromium({ forTests: true })).toBeUndefined();
    install("chromium-headless-shell");
    process.env.CHROME_PATH = "/opt/chrome/chrome";
    expect(findChromium({ forTests: true })).toBe("/opt/chrome/chrome");
  });
});
