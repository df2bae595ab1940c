import { consentScript } from "../consent-script";

describe("consentScript", () => {
  it("adds no script without a URL", () => {
    expect(consentScript(undefined, "abc")).toBeNull();
    expect(consentScript("  ", "abc")).toBeNull();
  });

  it("takes URL and nonce from the environment", () => {
    expect(consentScript(" https://consent.example/cmp.js ", "abc")).toEqual({
      src: "https://consent.example/cmp.js",
      nonce: "abc",
    });
  });
});
