import type { Browser } from "@playwright/test";

interface BidiSession {
  send(method: string, params: unknown): Promise<unknown>;
}

/**
 * Playwright 1.65 sends WebDriver BiDi's `emulation.setMediaFeaturesOverride` for every new
 * context and page, to reset `prefers-color-scheme`; Firefox ESR 153 does not know the command
 * yet and answers "unknown command", which fails every new page. No test run in Firefox
 * relies on emulating a media feature (the `firefox-dark` project sets Firefox's own
 * preference for the scheme), so for that one command that answer counts as done. This reaches
 * into the browser's server side, which the test runner's in-process Playwright exposes;
 * remove it once Debian's Firefox knows the command.
 */
export function tolerateMissingMediaEmulation(browser: Browser) {
  const connection = (browser as unknown as { _connection: { toImpl?: (object: unknown) => { _browserSession?: BidiSession } } })
    ._connection;
  const session = connection.toImpl?.(browser)?._browserSession;
  if (!session) return;
  const prototype = Object.getPrototypeOf(session) as BidiSession & { mediaEmulationTolerated?: boolean };
  if (prototype.mediaEmulationTolerated) return;
  const send = prototype.send;
  prototype.send = function (this: BidiSession, method, params) {
    const answer = send.call(this, method, params);
    if (method !== "emulation.setMediaFeaturesOverride") return answer;
    return answer.catch((error: Error) => {
      if (/unknown command/.test(error.message)) return {};
      throw error;
    });
  };
  prototype.mediaEmulationTolerated = true;
}
