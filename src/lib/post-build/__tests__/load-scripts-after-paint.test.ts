import { loadScriptsAfterPaint } from "../load-scripts-after-paint";

const page = (scripts: string) =>
  `<!DOCTYPE html><html><head></head><body><div id="___gatsby"><main>Text</main></div>` +
  `<script id="gatsby-chunk-mapping">window.___chunkMapping={}</script>${scripts}</body></html>`;

const built = page(
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>',
);
const consent = { src: "https://consent.example.com/c.js", nonce: "n0nce" };

/** Runs the page's loader in this document, with performance entries and frames under the test's control. */
function runLoader(html: string, supportedEntryTypes: string[]) {
  document.head.innerHTML = "";
  const observers: { callback: () => void; options: unknown }[] = [];
  const frames: FrameRequestCallback[] = [];
  class FakeObserver {
    static supportedEntryTypes = supportedEntryTypes;
    constructor(private callback: (list: unknown, observer: FakeObserver) => void) {}
    observe(options: unknown) {
      observers.push({ callback: () => this.callback({}, this), options });
    }
    disconnect() {}
  }
  Object.assign(window, { PerformanceObserver: FakeObserver });
  jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
  new Function(html.match(/<script>(.*?)<\/script><\/body>/)![1])();
  const added = () =>
    [...document.head.querySelectorAll("script")].map((s) => ({ src: s.getAttribute("src"), async: s.async, nonce: s.nonce }));
  return { observers, frames, added };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("loadScriptsAfterPaint", () => {
  it("replaces the async bundle tags with one loader in the same place", () => {
    const html = loadScriptsAfterPaint(built, [consent]);
    expect(html).not.toMatch(/<script src=/);
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).toMatch(/window\.___chunkMapping=\{\}<\/script><script>\(function\(\)/);
    expect(html).toContain(
      '[{"src":"https://consent.example.com/c.js","nonce":"n0nce"},{"src":"/webpack-runtime-1.js"},{"src":"/framework-2.js"},{"src":"/app-3.js"}]',
    );
    expect(html).toMatch(/<\/script><\/body><\/html>$/);
  });

  it("leaves a page without bundle tags and other scripts alone", () => {
    const other = page('<script async src="https://consent.example.com/c.js" nonce="n"></script>');
    expect(loadScriptsAfterPaint(other)).toBe(other);
  });

  it("adds every script once, in a task after the first largest-contentful-paint entry", () => {
    const { observers, frames, added } = runLoader(loadScriptsAfterPaint(built, [consent]), ["paint", "largest-contentful-paint"]);
    expect(observers.map((o) => o.options)).toEqual([{ type: "largest-contentful-paint", buffered: true }]);
    expect(frames).toHaveLength(0);
    jest.advanceTimersByTime(500);
    expect(added()).toEqual([]);

    observers[0].callback();
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(added()).toEqual([
      { src: consent.src, async: true, nonce: consent.nonce },
      { src: "/webpack-runtime-1.js", async: true, nonce: "" },
      { src: "/framework-2.js", async: true, nonce: "" },
      { src: "/app-3.js", async: true, nonce: "" },
    ]);
    jest.advanceTimersByTime(1000);
    expect(added()).toHaveLength(4);
  });

  it("waits for the first paint entry where the browser reports no largest-contentful-paint", () => {
    const { observers } = runLoader(loadScriptsAfterPaint(built), ["paint"]);
    expect(observers.map((o) => o.options)).toEqual([{ type: "paint", buffered: true }]);
  });

  it("falls back to the next frame without paint entries, and to a second without frames", () => {
    const withFrame = runLoader(loadScriptsAfterPaint(built), []);
    withFrame.frames.forEach((frame) => frame(0));
    jest.advanceTimersByTime(0);
    expect(withFrame.added()).toHaveLength(3);

    const background = runLoader(loadScriptsAfterPaint(built), []);
    jest.advanceTimersByTime(999);
    expect(background.added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(background.added()).toHaveLength(3);
  });
});
