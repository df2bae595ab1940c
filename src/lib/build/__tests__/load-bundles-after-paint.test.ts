import { loadBundlesAfterPaint } from "../load-bundles-after-paint";

const page = (scripts: string) =>
  `<!DOCTYPE html><html><body><div id="___gatsby"><main>Text</main></div>` +
  `<script id="gatsby-chunk-mapping">window.___chunkMapping={}</script>${scripts}</body></html>`;

describe("loadBundlesAfterPaint", () => {
  const built = page(
    '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>',
  );

  it("replaces the async bundle tags with one loader in the same place", () => {
    const html = loadBundlesAfterPaint(built);
    expect(html).not.toMatch(/<script src=/);
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).toMatch(/window\.___chunkMapping=\{\}<\/script><script>\(function\(\)/);
    expect(html).toContain('["/webpack-runtime-1.js","/framework-2.js","/app-3.js"]');
    expect(html).toMatch(/<\/script><\/body><\/html>$/);
  });

  it("leaves a page without bundle tags and other scripts alone", () => {
    const other = page('<script async src="https://consent.example.com/c.js" nonce="n"></script>');
    expect(loadBundlesAfterPaint(other)).toBe(other);
  });

  it("the loader adds every bundle once, after the next frame, or after a second without frames", () => {
    document.body.innerHTML = "";
    jest.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    const script = loadBundlesAfterPaint(built).match(/<script>(.*?)<\/script><\/body>/)![1];
    new Function(script)();
    const added = () => [...document.body.querySelectorAll("script")].map((s) => s.getAttribute("src"));

    expect(added()).toEqual([]);
    frames.forEach((frame) => frame(0));
    jest.advanceTimersByTime(0);
    expect(added()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
    jest.advanceTimersByTime(1000);
    expect(added()).toHaveLength(3);
    jest.useRealTimers();
  });
});
