import { devices } from "@playwright/test";
import puppeteer, { type Browser, type CDPSession, type Page } from "puppeteer-core";
import { findChromium } from "../../scripts/find-chromium.cjs";

/**
 * Chromium as it prerenders for a visitor. Chromium prerenders nothing for a page that a DevTools session is attached
 * to without the tab target (`PrerenderingDisabledByDevTools`), which is how Playwright attaches; Puppeteer attaches
 * through the tab, so a prerender runs. Its own sessions through that tab watch the speculations (CDP `Preload`) and
 * read a prerendered page before it is shown; `prepare` runs on each of the tab's pages before it loads (a
 * prerendered one included), as a throttle must. A desktop browser's user agent (not a robot's, which is not
 * counted); no host but the loopback one is reached. The tests' Chromium unless `executablePath` names another (the
 * benchmark's full browser).
 */
export async function launchPrerenderingChromium({
  prepare,
  executablePath = findChromium({ forTests: true }),
}: { prepare?: (page: CDPSession) => Promise<unknown>; executablePath?: string } = {}) {
  const browser: Browser = await puppeteer.launch({
    executablePath,
    headless: true,
    args: [
      ...(process.getuid?.() === 0 ? ["--no-sandbox"] : []),
      `--user-agent=${devices["Desktop Chrome"].userAgent}`,
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
      "--disable-background-networking",
      "--disable-component-update",
    ],
  });
  const [page] = (await browser.pages()) as [Page];
  const root = await browser.target().createCDPSession();
  // An empty filter lists every kind of target, tabs included.
  const { targetInfos } = await root.send("Target.getTargets", { filter: [{}] });
  const tabs = targetInfos.filter((target) => target.type === "tab");
  if (tabs.length !== 1) throw new Error(`one tab expected, found ${tabs.length}`);
  const { sessionId } = await root.send("Target.attachToTarget", { targetId: tabs[0].targetId, flatten: true });
  const tab = root.connection()!.session(sessionId)!;
  const sessions: { shown?: CDPSession; prerendered?: CDPSession } = {};
  const attached = new Promise<CDPSession>((resolve) =>
    tab.on("Target.attachedToTarget", async (event) => {
      const session = root.connection()!.session(event.sessionId)!;
      // Sent before the page may go on, answered after: a paused page answers some commands only once it runs.
      const prepared = prepare?.(session);
      if (event.waitingForDebugger) await session.send("Runtime.runIfWaitingForDebugger");
      await prepared;
      if (event.targetInfo.subtype === "prerender") sessions.prerendered = session;
      else resolve((sessions.shown = session));
    }),
  );
  await tab.send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: true, flatten: true });
  const shown = await attached;
  // The latest status of each speculation, by action and address.
  const statuses = new Map<string, string>();
  const changed = new Set<() => void>();
  const update = (action: string, url: string, status: string) => {
    statuses.set(`${action} ${url}`, status);
    for (const listener of changed) listener();
  };
  shown.on("Preload.prerenderStatusUpdated", (event) => update("prerender", event.key.url, event.status));
  shown.on("Preload.prefetchStatusUpdated", (event) => update("prefetch", event.key.url, event.status));
  await shown.send("Preload.enable");

  return {
    browser,
    page,
    /** The session of the page the tab showed first. */
    shown,
    /** Resolves once the browser's speculation of `url` (`prerender`, `prefetch`) has reached `status` (`Ready`). */
    speculated(action: "prerender" | "prefetch", url: string, status = "Ready"): Promise<void> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const now = statuses.get(`${action} ${url}`);
          if (now === status) resolve();
          else if (now === "Failure") reject(new Error(`${action} of ${url} failed`));
          else return;
          changed.delete(check);
        };
        changed.add(check);
        check();
      });
    },
    /** Runs `expression` in the page being prerendered (none: an error), its value returned. */
    inPrerender: <T>(expression: string) => evaluate<T>(sessions.prerendered, expression),
    /**
     * Runs `expression` in the page the tab shows, its value returned: the prerendered one once it is shown, which
     * Puppeteer's own page does not always follow.
     */
    async inShownPage<T>(expression: string): Promise<T> {
      for (const session of [sessions.prerendered, shown]) {
        const visible = await evaluate<boolean>(session, '!document.prerendering && document.visibilityState === "visible"').catch(
          () => false,
        );
        if (visible) return evaluate<T>(session, expression);
      }
      throw new Error("no page is shown");
    },
  };
}

async function evaluate<T>(session: CDPSession | undefined, expression: string): Promise<T> {
  if (!session) throw new Error("no such page");
  const { result, exceptionDetails } = await session.send("Runtime.evaluate", { expression, returnByValue: true, awaitPromise: true });
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
  return result.value as T;
}
