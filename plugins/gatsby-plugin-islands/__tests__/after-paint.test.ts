import { addThirdPartyScripts } from "../runtime/after-paint";

const consent = "https://consent.example/consent.js";
const added = () => document.querySelectorAll(`head script[src="${consent}"]`).length;

afterEach(() => {
  jest.useRealTimers();
  document.head.innerHTML = "";
  delete (document as { prerendering?: boolean }).prerendering;
});

describe("the third-party scripts (the consent tool)", () => {
  it("are added at once to a page that is shown", () => {
    addThirdPartyScripts([{ src: consent }]);
    expect(added()).toBe(1);
  });

  it("wait while the page is prerendered, and are added once when it is shown and has painted", () => {
    jest.useFakeTimers();
    let prerendering = true;
    Object.defineProperty(document, "prerendering", { configurable: true, get: () => prerendering });
    addThirdPartyScripts([{ src: consent }]);
    expect(added()).toBe(0);
    prerendering = false;
    document.dispatchEvent(new Event("prerenderingchange"));
    document.dispatchEvent(new Event("prerenderingchange"));
    // After its first frame (jsdom paints nothing: the next frame, or a second at most, stands for it).
    expect(added()).toBe(0);
    jest.advanceTimersByTime(1000);
    expect(added()).toBe(1);
  });
});
