import { consentScript } from "../consent-script";

describe("consentScript", () => {
  it("adds no script without a URL", () => {
    expect(consentScript(undefined)).toBeNull();
    expect(consentScript("  ")).toBeNull();
  });

  it("takes the URL from the environment; the page's loader gives it a nonce of its own (island-scripts)", () => {
    expect(consentScript(" https://consent.example/cmp.js ")).toEqual({ src: "https://consent.example/cmp.js" });
  });
});
