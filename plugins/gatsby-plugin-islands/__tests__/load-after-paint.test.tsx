import { renderToString } from "react-dom/server";
import { islandScripts, LoadAfterPaint } from "../build/load-after-paint";
import { withoutGatsbyScripts } from "../build/gatsby-scripts";

const manifest = {
  "contact-dialog": ["/islands/shared-A.js", "/islands/contact-dialog-1.js"],
  "webdesign-cards": ["/islands/shared-A.js", "/islands/webdesign-cards-2.js"],
};

describe("islandScripts", () => {
  it("lists the files of a page's islands as modules, a shared chunk once", () => {
    expect(islandScripts(["contact-dialog", "webdesign-cards"], manifest).map((script) => script.src)).toEqual([
      "/islands/shared-A.js",
      "/islands/contact-dialog-1.js",
      "/islands/webdesign-cards-2.js",
    ]);
    expect(islandScripts(["contact-dialog"], manifest).every((script) => script.module)).toBe(true);
  });

  it("stops the build for an island without a script", () => {
    expect(() => islandScripts(["typewriter"], manifest)).toThrow('The island "typewriter" has no script: add src/islands/typewriter.tsx');
  });
});

describe("LoadAfterPaint", () => {
  it("writes nothing for a page without islands or third-party scripts", () => {
    expect(renderToString(<LoadAfterPaint scripts={[]} />)).toBe("");
  });

  it("adds the scripts after the first paint, modules as modules and a third-party script async with a nonce of its own each time", () => {
    document.head.innerHTML = "";
    const observers: ((list: unknown, observer: { disconnect(): void }) => void)[] = [];
    const Observer = jest.fn((callback) => ({ observe: () => observers.push(callback) }));
    Object.assign(Observer, { supportedEntryTypes: ["largest-contentful-paint"] });
    Object.assign(window, { PerformanceObserver: Observer });
    jest.useFakeTimers();
    const html = renderToString(
      <LoadAfterPaint scripts={[{ src: "/islands/a.js", module: true }, { src: "https://consent.example/cmp.js" }]} />,
    );
    const load = () => {
      new Function(html.replace(/^<script>|<\/script>$/g, ""))();
      observers.pop()!({}, { disconnect() {} });
      jest.runOnlyPendingTimers();
    };
    new Function(html.replace(/^<script>|<\/script>$/g, ""))();
    expect(document.head.querySelectorAll("script")).toHaveLength(0);
    observers.pop()!({}, { disconnect() {} });
    jest.runOnlyPendingTimers();
    const [island, consent] = document.head.querySelectorAll("script");
    expect(island).toHaveAttribute("type", "module");
    expect(island).not.toHaveAttribute("nonce");
    expect(island.getAttribute("src")).toBe("/islands/a.js");
    expect(consent).not.toHaveAttribute("type");
    expect((consent as HTMLScriptElement).async).toBe(true);
    // 16 random bytes in base64, and another on the next page view.
    expect(consent.getAttribute("nonce")).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    document.head.innerHTML = "";
    load();
    expect(document.head.querySelectorAll("script")[1].getAttribute("nonce")).not.toBe(consent.getAttribute("nonce"));
    jest.useRealTimers();
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
