import { articleCallToAction } from "../call-to-action";

// Invented texts: the test shows where the words come from, not what they say.
const shared = { ctaIntro: "Gemeinsamer Absatz", ctaText: "Gemeinsame Schaltfläche" };

describe("articleCallToAction", () => {
  it("takes the article's own call to action where it sets one", () => {
    expect(articleCallToAction({ intro: "Eigener Absatz", text: "Eigene Schaltfläche" }, shared)).toEqual({
      intro: "Eigener Absatz",
      text: "Eigene Schaltfläche",
    });
  });

  it("falls back to the blog's shared call to action", () => {
    expect(articleCallToAction(null, shared)).toEqual({ intro: "Gemeinsamer Absatz", text: "Gemeinsame Schaltfläche" });
    expect(articleCallToAction(undefined, shared)).toEqual({ intro: "Gemeinsamer Absatz", text: "Gemeinsame Schaltfläche" });
  });
});
