import { render, waitFor } from "@testing-library/react";
import { CacheProvider, css } from "@emotion/react";
import createBrowserCache from "../runtime/emotion-cache";
import { EMOTION_IDS } from "../runtime/markers";

const card = css`
  padding: 1rem;
`;

describe("createBrowserCache", () => {
  beforeEach(() => {
    document.head.innerHTML =
      `<style id="global-css">body{margin:0}</style>` +
      `<style ${EMOTION_IDS}="${card.name} other1">.css-${card.name}{padding:1rem;}</style>` +
      `<meta name="last">`;
  });

  it("adopts the server-rendered rules by id and leaves their style element in place", () => {
    const before = document.head.innerHTML;
    const cache = createBrowserCache();
    expect(cache.inserted[card.name]).toBe(true);
    expect(cache.inserted.other1).toBe(true);
    expect(document.head.innerHTML).toBe(before);
  });

  it("inserts a rule the server did not write, but not one it did", async () => {
    const cache = createBrowserCache();
    const fresh = css`
      margin: 2rem;
    `;
    render(
      <CacheProvider value={cache}>
        <div css={card} />
        <div css={fresh} />
      </CacheProvider>,
    );
    expect(cache.inserted[fresh.name]).toBeDefined();
    const rules = () => [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    await waitFor(() => expect(rules().filter((rule) => rule.includes(`css-${fresh.name}`))).toHaveLength(1));
    expect(rules().filter((rule) => rule.includes(`css-${card.name}`))).toHaveLength(1);
    // Into the head's element of the components' rules, through the CSSOM: the policy names every style element by hash.
    expect(document.querySelectorAll("style")).toHaveLength(2);
    const headRules = [...document.querySelector<HTMLStyleElement>(`style[${EMOTION_IDS}]`)!.sheet!.cssRules].map((rule) => rule.cssText);
    expect(headRules.some((rule) => rule.includes(`css-${fresh.name}`))).toBe(true);
  });
});
