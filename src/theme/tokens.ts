/** Design tokens: the one place for colours, spacing, breakpoints and motion timings. */
export const colors = {
  ink: "#14172b",
  inkMuted: "#4a4f6a",
  paper: "#ffffff",
  canvas: "#f5f6fb",
  line: "#dfe2ee",
  primary: "#3b2fc9",
  primaryDark: "#2a2096",
  /** The second colour of the logo's gradient (also in static/favicon.svg; a unit test keeps them equal). */
  accent: "#8e2de2",
  focus: "#ff9f1c",
  success: "#1b6e3a",
  error: "#b3261e",
  /**
   * A layer over the gradients an editor picks (tiles), under white text: it darkens, as a lightening one took the text
   * below 4.5:1 on the orange stops (e2e/audit-every-kind-of-page.spec.ts measures every stop).
   */
  overGradient: "rgba(20, 23, 43, 0.22)",
} as const;

export const space = {
  xs: "0.25rem",
  sm: "0.5rem",
  md: "1rem",
  lg: "1.5rem",
  xl: "2.5rem",
  xxl: "4rem",
} as const;

export const radius = { sm: "8px", md: "16px", round: "999px" } as const;

export const shadow = {
  card: "0 1px 2px rgba(20, 23, 43, 0.06), 0 8px 24px rgba(20, 23, 43, 0.08)",
  raised: "0 4px 8px rgba(20, 23, 43, 0.1), 0 16px 40px rgba(20, 23, 43, 0.16)",
} as const;

export const font = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/** Widths in px; "small" is the small-screen breakpoint the Webdesign hero switches at. */
export const breakpoints = { small: 600, medium: 900, large: 1200 } as const;

/** Media queries for matchMedia; `mq` below wraps them for stylesheets. */
export const media = {
  small: `(max-width: ${breakpoints.small - 1}px)`,
  aboveSmall: `(min-width: ${breakpoints.small}px)`,
} as const;

export const mq = {
  small: `@media ${media.small}`,
  aboveSmall: `@media ${media.aboveSmall}`,
  medium: `@media (min-width: ${breakpoints.medium}px)`,
  motionOk: "@media (prefers-reduced-motion: no-preference)",
} as const;

export const layout = {
  contentWidth: "72rem",
  textWidth: "46rem",
  headerHeight: "4rem",
} as const;

/** Selectors for a page once JavaScript runs (the `js` class is set in the head before the first paint), and without it. */
export const scripted = "html.js &";
export const unscripted = "html:not(.js) &";

/** Two colours from content become a diagonal gradient. */
export const gradient = ([from, to]: readonly string[]) => `linear-gradient(135deg, ${from} 0%, ${to ?? from} 100%)`;

/** Motion timings (docs/architecture.md, "Interactive pages"). */
export const motion = {
  innerRingSeconds: 22,
  outerRingSeconds: 44,
  stripSeconds: 30,
  typewriterDelayMs: 100,
  typewriterJitterMs: 25,
} as const;
