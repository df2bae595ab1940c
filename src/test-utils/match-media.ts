/** jsdom has no matchMedia; tests choose which media queries match. */
export function mockMatchMedia(matching: (query: string) => boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: matching(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

export const motionOk = (query: string) => query.includes("no-preference") || query.includes("min-width");
export const reducedMotion = (query: string) => query.includes("reduce") || query.includes("min-width");
