/** The brand's own colours, the same in both schemes: the logo and favicon, the dark bands (heroes) and the text on them. */
export const brand = {
  night: "#14172b",
  indigo: "#3b2fc9",
  /** The second colour of the logo's gradient (also in static/favicon.svg; a unit test keeps them equal). */
  violet: "#8e2de2",
  white: "#ffffff",
  /** The focus ring on the dark bands and in the dark scheme: 8.6:1 on `night`, 4.2:1 on `indigo`. */
  orange: "#ff9f1c",
} as const;

/**
 * The colours that follow the visitor's scheme (prefers-color-scheme). global-css.ts writes each as a custom property
 * on :root, the dark ones under the media query, so pages switch without a script and without a flash; components
 * use them through `colors` below. Contrasts: docs/accessibility.md, "Both colour schemes".
 */
export const schemes = {
  light: {
    ink: brand.night,
    inkMuted: "#4a4f6a",
    paper: "#ffffff",
    canvas: "#f5f6fb",
    line: "#dfe2ee",
    /** A form field's border: 3:1 against the field and the dialog (WCAG 1.4.11). */
    fieldBorder: "#8a8fa8",
    /** Links, and the ground of the main buttons under `paper` text. */
    primary: brand.indigo,
    primaryHover: "#2a2096",
    /** The orange is 1.9:1 on the light canvas; this darker one 4.8:1. */
    focus: "#c2410c",
    success: "#1b6e3a",
    successGround: "#e3f4e8",
    error: "#b3261e",
    errorGround: "#fde8e7",
    header: "rgba(255, 255, 255, 0.92)",
    shadowCard: "0 1px 2px rgba(20, 23, 43, 0.06), 0 8px 24px rgba(20, 23, 43, 0.08)",
    shadowRaised: "0 4px 8px rgba(20, 23, 43, 0.1), 0 16px 40px rgba(20, 23, 43, 0.16)",
  },
  // A night blue of the brand's ink, not an inversion: cards a step lighter than the page, text off-white, links and
  // buttons in a light indigo (dark text on the buttons), the warm orange for focus.
  dark: {
    ink: "#e9eaf6",
    inkMuted: "#a7acc8",
    paper: "#171a2f",
    canvas: "#0d0f1e",
    line: "#30365a",
    fieldBorder: "#6d7391",
    primary: "#a99bff",
    primaryHover: "#c6bdff",
    focus: brand.orange,
    success: "#86dba0",
    successGround: "#132b1c",
    error: "#ffb4ab",
    errorGround: "#3b1614",
    header: "rgba(23, 26, 47, 0.9)",
    shadowCard: "0 1px 2px rgba(0, 0, 0, 0.3), 0 8px 24px rgba(0, 0, 0, 0.25)",
    shadowRaised: "0 4px 8px rgba(0, 0, 0, 0.35), 0 16px 40px rgba(0, 0, 0, 0.45)",
  },
} as const;

type SchemeValue = keyof typeof schemes.light;

/** A scheme value's custom property: `primaryHover` is `--primary-hover`. */
export const customProperty = (name: SchemeValue) => `--${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

const follow = (name: SchemeValue) => `var(${customProperty(name)})`;

export const colors = {
  ink: follow("ink"),
  inkMuted: follow("inkMuted"),
  paper: follow("paper"),
  canvas: follow("canvas"),
  line: follow("line"),
  fieldBorder: follow("fieldBorder"),
  primary: follow("primary"),
  primaryHover: follow("primaryHover"),
  focus: follow("focus"),
  success: follow("success"),
  successGround: follow("successGround"),
  error: follow("error"),
  errorGround: follow("errorGround"),
  header: follow("header"),
  /** Text and icons on a colour an editor picks or on a dark band: white in both schemes. */
  onColor: brand.white,
  /**
   * A layer over the gradients an editor picks (tiles), under white text: it darkens, as a lightening one took the text
   * below 4.5:1 on the orange stops (e2e/audit-every-kind-of-page.spec.ts measures every stop).
   */
  overGradient: "rgba(20, 23, 43, 0.22)",
} as const;

/**
 * On a band that is dark in both schemes (the heroes, the typewriter's box): the focus ring stays orange there, as the
 * light scheme's darker one would not stand out from the band.
 */
export const darkBand = `${customProperty("focus")}: ${brand.orange};`;

export const space = {
  xs: "0.25rem",
  sm: "0.5rem",
  md: "1rem",
  lg: "1.5rem",
  xl: "2.5rem",
  xxl: "4rem",
} as const;

export const radius = { sm: "8px", md: "16px", round: "999px" } as const;

export const shadow = { card: follow("shadowCard"), raised: follow("shadowRaised") } as const;

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
  /** The dark scheme on screen: paper is always printed in the light one (print-css.ts). */
  dark: "@media screen and (prefers-color-scheme: dark)",
  /**
   * The visitor's contrast theme (Windows): the browser paints with a few system colours and drops shadows and
   * gradients, so what only those draw (a card's edge) needs a border there.
   */
  forcedColours: "@media (forced-colors: active)",
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
