import { renderToString } from "react-dom/server";
import { islandFilesOf, LoadAfterPaint } from "../node/load-after-paint";
import { withoutGatsbyScripts } from "../node/gatsby-scripts";
import loadPage from "../runtime/load-page";
import loadIslandsPage from "../runtime/load-islands-page";

const files = {
  "contact-dialog": ["/islands/shared-A.js", "/islands/contact-dialog-1.js"],
  "webdesign-cards": ["/islands/shared-A.js", "/islands/webdesign-cards-2.js"],
};
// As the island build compiles them, with the third-party scripts in (node/bundle-islands.ts).
const loaders = { withoutIslands: "(()=>{/*page*/})();", withIslands: "(()=>{/*islands*/})();" };
const consent = { src: "https://consent.example/cmp.js" };

describe("islandFilesOf", () => {
  it("gives each island of the page its files", () => {
    expect(islandFilesOf(["webdesign-cards"], files)).toEqual({ "webdesign-cards": files["webdesign-cards"] });
  });

  it("stops the build for an island without a script", () => {
    expect(() => islandFilesOf(["typewriter"], files)).toThrow('The island "typewriter" has no script: add src/islands/typewriter.tsx');
  });
});

describe("LoadAfterPaint", () => {
  const render = (props: Partial<Parameters<typeof LoadAfterPaint>[0]>) =>
    renderToString(<LoadAfterPaint scripts={[]} islands={{}} loaders={loaders} {...props} />);

  it("writes nothing for a page without islands or third-party scripts", () => {
    expect(render({})).toBe("");
  });

  it("writes the loader of a page without islands where there are third-party scripts", () => {
    expect(render({ scripts: [consent] })).toBe(`<script>${loaders.withoutIslands}</script>`);
  });

  it("writes the page's island files as JSON that cannot end its element, and the loader of a page with islands", () => {
    const html = render({ islands: { "x</script>": ["/islands/x.js"] } });
    expect(html).toBe(
      '<script type="application/json" data-island-files>{"x\\u003c/script>":["/islands/x.js"]}</script>' +
        `<script>${loaders.withIslands}</script>`,
    );
  });
});

/** A PerformanceObserver whose first paint the test reports. */
function paintObserver() {
  const observers: ((list: unknown, observer: { disconnect(): void }) => void)[] = [];
  const Observer = jest.fn((callback) => ({ observe: () => observers.push(callback) }));
  Object.assign(Observer, { supportedEntryTypes: ["largest-contentful-paint"] });
  Object.assign(window, { PerformanceObserver: Observer });
  return () => {
    observers.splice(0).forEach((callback) => callback({}, { disconnect() {} }));
    // The task after the paint, then those it queues: each root's trigger runs in a task of its own.
    jest.runOnlyPendingTimers();
    jest.runOnlyPendingTimers();
  };
}

describe("the loader of a page without islands", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.head.innerHTML = "";
  });

  it("adds each third-party script after the first paint, async, with a nonce of its own on every page view", () => {
    const paint = paintObserver();
    loadPage([consent]);
    expect(document.head.querySelectorAll("script")).toHaveLength(0);
    paint();
    const [script] = document.head.querySelectorAll("script");
    expect(script.getAttribute("src")).toBe(consent.src);
    expect(script.async).toBe(true);
    expect(script).not.toHaveAttribute("type");
    // 16 random bytes in base64.
    expect(script.getAttribute("nonce")).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    document.head.innerHTML = "";
    loadPage([consent]);
    paint();
    expect(document.head.querySelector("script")!.getAttribute("nonce")).not.toBe(script.getAttribute("nonce"));
  });

  it("adds them after one second where no paint is reported (a background tab)", () => {
    paintObserver();
    loadPage([consent]);
    jest.advanceTimersByTime(1000);
    expect(document.head.querySelectorAll("script")).toHaveLength(1);
  });
});

describe("the loader of a page with islands", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML =
      '<div data-island="webdesign-cards" data-wake="paint"><button type="button">Card</button></div>' +
      '<div data-island="contact-dialog" data-wake="intent"><dialog></dialog></div>' +
      '<a href="#kontakt" data-wakes="contact-dialog">Write to us</a>' +
      `<script type="application/json" data-island-files>${JSON.stringify(files)}</script>`;
  });
  afterEach(() => {
    jest.useRealTimers();
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  const added = (selector: string) =>
    [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute("href") ?? element.getAttribute("src"));

  it("after the first paint: the third-party scripts and the entries of the islands that wake at paint, then while idle every island file fetched once, a few at a time", () => {
    const paint = paintObserver();
    const idle: ((deadline: IdleDeadline) => void)[] = [];
    Object.assign(window, { requestIdleCallback: (callback: (deadline: IdleDeadline) => void) => idle.push(callback) });
    loadIslandsPage([consent]);
    expect(document.head.children).toHaveLength(0);
    paint();
    expect(added("script:not([type])")).toEqual([consent.src]);
    expect(added('script[type="module"]')).toEqual(["/islands/webdesign-cards-2.js"]);
    expect(document.querySelector('[data-island="webdesign-cards"]')).toHaveAttribute("data-woken");
    expect(document.querySelector('[data-island="contact-dialog"]')).not.toHaveAttribute("data-woken");
    expect(added('link[rel="modulepreload"]')).toEqual([]);
    // An idle period with time for two, then the next one.
    const remaining = [5, 1];
    idle.shift()!({ timeRemaining: () => remaining.shift() ?? 0, didTimeout: false });
    expect(added('link[rel="modulepreload"]')).toEqual(["/islands/shared-A.js", "/islands/contact-dialog-1.js"]);
    idle.shift()!({ timeRemaining: () => 0, didTimeout: false });
    expect(added('link[rel="modulepreload"]')).toEqual([
      "/islands/shared-A.js",
      "/islands/contact-dialog-1.js",
      "/islands/webdesign-cards-2.js",
    ]);
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it("fetches for 3 ms at most in one idle period, however long it is", () => {
    const paint = paintObserver();
    const idle: ((deadline: IdleDeadline) => void)[] = [];
    Object.assign(window, { requestIdleCallback: (callback: (deadline: IdleDeadline) => void) => idle.push(callback) });
    loadIslandsPage([]);
    paint();
    // Each link takes 2 ms of an idle period of 50.
    let now = 0;
    const clock = jest.spyOn(performance, "now").mockImplementation(() => (now += 2) - 2);
    idle.shift()!({ timeRemaining: () => 50, didTimeout: false });
    expect(added('link[rel="modulepreload"]')).toEqual(["/islands/shared-A.js", "/islands/contact-dialog-1.js"]);
    clock.mockRestore();
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it("wakes an island by intent, also before the first paint, and tells its script", () => {
    paintObserver();
    loadIslandsPage([]);
    const woken = jest.fn();
    document.addEventListener("islandwake", woken, true);
    document.querySelector("a")!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    const dialog = document.querySelector('[data-island="contact-dialog"]')!;
    expect(dialog).toHaveAttribute("data-woken");
    expect(woken).toHaveBeenCalledWith(expect.objectContaining({ target: dialog }));
    expect(added('script[type="module"]')).toEqual(["/islands/contact-dialog-1.js"]);
    document.removeEventListener("islandwake", woken, true);
  });

  it("hands a held tap to the browser when the island's script fails to load: the call to action follows its link", () => {
    paintObserver();
    loadIslandsPage([]);
    const link = document.querySelector("a")!;
    const followed: boolean[] = [];
    const follow = (event: Event) => followed.push(!event.defaultPrevented);
    document.addEventListener("click", follow);
    link.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(followed).toEqual([]);
    document.head.querySelector('script[type="module"]')!.dispatchEvent(new Event("error"));
    expect(followed).toEqual([true]);
    document.removeEventListener("click", follow);
  });
});

describe("withoutGatsbyScripts", () => {
  it("leaves out Gatsby's scripts, their preloads and its page-data fetches, and keeps everything else", () => {
    const kept = [<meta key="m" name="x" />, <script key="json-ld" type="application/ld+json" />, <style key="s" />];
    const gatsby = [
      <script key="script-loader" />,
      <script key="chunk-mapping" />,
      <script key="/app-0123.js" src="/app-0123.js" async />,
      <link key="preload" rel="preload" as="script" href="/app-0123.js" />,
      <link key="page-data" rel="preload" as="fetch" href="/page-data/app-data.json" />,
      <div key="slice" {...{ sliceId: "_gatsby-scripts" }} />,
    ];
    expect(withoutGatsbyScripts([...gatsby, ...kept], "/team/")).toEqual(kept);
  });

  it("stops the build on any other script with a src, naming the page", () => {
    const fromHead = <script key="tracker" src="https://tracker.example/t.js" />;
    expect(() => withoutGatsbyScripts([fromHead], "/team/")).toThrow(
      '/team/: the page renders <script src="https://tracker.example/t.js">',
    );
  });
});
