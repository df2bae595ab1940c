import type { Browser, Page } from "@playwright/test";

// Where a page's own scripts run in a Chromium trace.
const SCRIPT_EVENTS = new Set([
  "FunctionCall",
  "EvaluateScript",
  "TimerFire",
  "FireAnimationFrame",
  "RunMicrotasks",
  "v8.callFunction",
  "XHRReadyStateChange",
]);
// Style and layout work; inside a script event it was forced by the script (read after write).
const LAYOUT_EVENTS = new Set(["Layout", "UpdateLayoutTree"]);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
}

/**
 * Records a Chromium trace while `action` runs and returns every style or layout pass that ran
 * inside one of the page's scripts: a forced synchronous layout, which makes the browser lay out
 * the page mid-script instead of once per frame.
 */
export async function forcedLayoutsDuring(browser: Browser, page: Page, action: () => Promise<void>): Promise<string[]> {
  await browser.startTracing(page, { categories: ["devtools.timeline"] });
  let trace: { traceEvents: TraceEvent[] };
  try {
    await action();
  } finally {
    trace = JSON.parse((await browser.stopTracing()).toString());
  }
  const events = trace.traceEvents.filter((event) => event.ph === "X" && event.dur !== undefined);
  const scripts = events.filter((event) => SCRIPT_EVENTS.has(event.name));
  return events
    .filter((layout) => LAYOUT_EVENTS.has(layout.name))
    .filter((layout) =>
      scripts.some(
        (script) =>
          script.pid === layout.pid &&
          script.tid === layout.tid &&
          script.ts <= layout.ts &&
          layout.ts + layout.dur! <= script.ts + script.dur!,
      ),
    )
    .map((layout) => `${layout.name} of ${(layout.dur! / 1000).toFixed(1)} ms inside a script`);
}
