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
  const watched: { element: Element; callback: (entries: { isIntersecting: boolean }[]) => void }[] = [];
  class FakeIntersectionObserver {
    constructor(private callback: (entries: { isIntersecting: boolean }[]) => void) {}
    observe(element: Element) {
      watched.push({ element, callback: this.callback });
    }
    disconnect() {
      watched.splice(0, watched.length);
    }
  }
  Object.assign(window, { PerformanceObserver: FakeObserver, IntersectionObserver: FakeIntersectionObserver });
  jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
  new Function(html.match(/<script>(.*?)<\/script><\/body>/)![1])();
  const added = () =>
    [...document.head.querySelectorAll("script")].map((s) => ({ src: s.getAttribute("src"), async: s.async, nonce: s.nonce }));
  /** Reports `element` as scrolled into view to whoever watches it. */
  const scrollIntoView = (element: Element) =>
    watched.filter((watch) => watch.element === element).forEach((watch) => watch.callback([{ isIntersecting: true }]));
  return { observers, frames, added, watched, scrollIntoView };
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
    expect(html).toContain('add([{"src":"/webpack-runtime-1.js"},{"src":"/framework-2.js"},{"src":"/app-3.js"}],followPending)');
    expect(html).toContain('add([{"src":"https://consent.example.com/c.js","nonce":"n0nce"}])');
    expect(html).toMatch(/<\/script><\/body><\/html>$/);
  });

  it("leaves a page without bundle tags and other scripts alone", () => {
    const other = page('<script async src="https://consent.example.com/c.js" nonce="n"></script>');
    expect(loadScriptsAfterPaint(other)).toBe(other);
  });

  it("gives a static page (no bundles) the loader with the third-party scripts alone, at the end of its body", () => {
    const html = loadScriptsAfterPaint(page(""), [consent]);
    expect(html).toMatch(/<script>\(function\(\).*<\/script><\/body><\/html>$/);
    expect(html).toContain('add([{"src":"https://consent.example.com/c.js","nonce":"n0nce"}])');
    const { observers, added } = runLoader(html, ["largest-contentful-paint"]);
    observers[0].callback();
    jest.advanceTimersByTime(0);
    expect(added()).toEqual([{ src: consent.src, async: true, nonce: consent.nonce }]);
  });

  describe("on a page an incremental build kept as the last build wrote it", () => {
    const otherConsent = { src: "https://other-consent.example.com/c.js" };

    it("gives a page with bundles one loader, naming the same bundles and this build's third-party scripts", () => {
      const kept = loadScriptsAfterPaint(built, [consent]);
      expect(loadScriptsAfterPaint(kept, [otherConsent])).toBe(loadScriptsAfterPaint(built, [otherConsent]));
      expect(loadScriptsAfterPaint(kept, [consent])).toBe(kept);
    });

    it("gives a static page one loader with this build's third-party scripts, or none where there are none", () => {
      const kept = loadScriptsAfterPaint(page(""), [consent]);
      expect(loadScriptsAfterPaint(kept, [consent])).toBe(kept);
      expect(loadScriptsAfterPaint(kept, [otherConsent])).toBe(loadScriptsAfterPaint(page(""), [otherConsent]));
      expect(loadScriptsAfterPaint(kept, [])).toBe(page(""));
    });

    it("keeps one loader where earlier builds left several", () => {
      const kept = loadScriptsAfterPaint(page(""), [consent]);
      const loader = kept.match(/<script>\(function.*?<\/script>/)![0];
      expect(loadScriptsAfterPaint(kept.replace("</body>", `${loader}</body>`), [consent])).toBe(kept);
    });
  });

  it("leaves a page Gatsby did not render alone (the CMS page)", () => {
    const cms = '<!DOCTYPE html><html><head></head><body><script src="/admin/decap-cms.js"></script></body></html>';
    expect(loadScriptsAfterPaint(cms, [consent])).toBe(cms);
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

  describe("on a page whose scripts wait for a visitor's intent", () => {
    beforeEach(() => {
      document.documentElement.setAttribute("data-scripts", "on-intent");
      document.body.innerHTML = '<p>Text</p><a href="/kontakt/" data-waits-for-intent>Jetzt Kontakt aufnehmen</a>';
    });
    afterEach(() => {
      document.documentElement.removeAttribute("data-scripts");
      document.body.innerHTML = "";
    });
    const callToAction = () => document.querySelector("a")!;
    const paint = (loaded: ReturnType<typeof runLoader>) => {
      loaded.observers[0].callback();
      jest.advanceTimersByTime(0);
    };

    it("adds the consent script after the first paint and Gatsby's bundles only when a part is reached for", () => {
      const loaded = runLoader(loadScriptsAfterPaint(built, [consent]), ["largest-contentful-paint"]);
      paint(loaded);
      jest.advanceTimersByTime(5000);
      expect(loaded.added().map((script) => script.src)).toEqual([consent.src]);
      document.querySelector("p")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
      expect(loaded.added()).toHaveLength(1);
      callToAction().dispatchEvent(new Event("focusin", { bubbles: true }));
      expect(loaded.added().map((script) => script.src)).toEqual([consent.src, "/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
      callToAction().dispatchEvent(new Event("pointerdown", { bubbles: true }));
      expect(loaded.added()).toHaveLength(4);
    });

    it("holds a click back for the part until it can open what it offers, then lets clicks through", () => {
      const loaded = runLoader(loadScriptsAfterPaint(built, [consent]), ["largest-contentful-paint"]);
      paint(loaded);
      const followed = callToAction().dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
      expect(followed).toBe(false);
      expect(callToAction()).toHaveAttribute("data-pending-click");
      expect(loaded.added()).toHaveLength(4);
      // Interactive now (the part took the pending click and says it runs): the loader stays out of its way.
      callToAction().removeAttribute("data-pending-click");
      callToAction().setAttribute("data-interactive", "");
      expect(callToAction().dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }))).toBe(true);
    });

    it("lets a link inside a waiting part be a link, and follows a held click only on a part that is a link", () => {
      document.body.innerHTML = '<div data-waits-for-intent tabindex="0">Karte <a href="/impressum/">Impressum</a></div>';
      const loaded = runLoader(loadScriptsAfterPaint(built, []), ["largest-contentful-paint"]);
      paint(loaded);
      const link = document.querySelector("a")!;
      expect(link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }))).toBe(true);
      const card = document.querySelector("div")!;
      expect(card.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }))).toBe(false);
      expect(card).toHaveAttribute("data-pending-click");
      const before = window.location.href;
      jest.advanceTimersByTime(10000);
      expect(window.location.href).toBe(before);
    });

    it("loads Gatsby's bundles when a part marked data-waits-for-view comes into view, not before", () => {
      document.body.innerHTML += "<div data-waits-for-view>Schreibmaschine</div>";
      const loaded = runLoader(loadScriptsAfterPaint(built, [consent]), ["largest-contentful-paint"]);
      const typewriter = document.querySelector("[data-waits-for-view]")!;
      expect(loaded.watched).toEqual([]);
      paint(loaded);
      expect(loaded.watched.map((watch) => watch.element)).toEqual([typewriter]);
      loaded.watched[0].callback([{ isIntersecting: false }]);
      expect(loaded.added()).toHaveLength(1);
      loaded.scrollIntoView(typewriter);
      expect(loaded.added().map((script) => script.src)).toEqual([consent.src, "/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
      expect(loaded.watched).toEqual([]);
    });
  });

  describe("on a page with a part that moves on its own", () => {
    const motion = [{ src: "/webpack-runtime-1.js" }, { src: "/framework-2.js" }, { src: "/hero-motion-4.js" }];
    const moving = built.replace("<main>", "<main><section data-moves-on-its-own></section>");
    afterEach(() => document.documentElement.removeAttribute("data-scripts"));

    it("adds the motion scripts after the first paint, while Gatsby's wait for a visitor, and no script twice", () => {
      document.documentElement.setAttribute("data-scripts", "on-intent");
      document.body.innerHTML = '<a href="/kontakt/" data-waits-for-intent>Jetzt Kontakt aufnehmen</a>';
      const loaded = runLoader(loadScriptsAfterPaint(moving, [consent], motion), ["largest-contentful-paint"]);
      expect(loaded.added()).toEqual([]);
      loaded.observers[0].callback();
      jest.advanceTimersByTime(5000);
      expect(loaded.added().map((script) => script.src)).toEqual([consent.src, ...motion.map((script) => script.src)]);
      document.querySelector("a")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
      expect(loaded.added().map((script) => script.src)).toEqual([consent.src, ...motion.map((script) => script.src), "/app-3.js"]);
    });

    it("leaves the motion scripts out of a page without such a part", () => {
      const html = loadScriptsAfterPaint(built, [consent], motion);
      expect(html).not.toContain("hero-motion-4.js");
      expect(loadScriptsAfterPaint(moving, [consent], motion)).toContain('{"src":"/hero-motion-4.js"}');
    });
  });
});
