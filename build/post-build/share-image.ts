/**
 * Open Graph share images, made at build time without a browser: one 1200×630 PNG per page from its title and the
 * site name (from content/company.de.md; nothing here names the agency). satori lays out a small HTML-like tree (plain
 * `{ type, props }` objects, no JSX) and draws it as SVG, the text as paths in `@fontsource/inter` (satori reads
 * .woff; the latin subset covers ä ö ü ß and the dashes); resvg rasterises that SVG to PNG. satori's CommonJS build
 * lets the static import work in Jest, in gatsby-node (Parcel leaves node_modules as `require`s) and under tsx.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { CSSProperties, ReactElement } from "react";
import satori, { type SatoriNode, type SatoriOptions } from "satori";
import { Resvg } from "@resvg/resvg-js";
import { collapseWhiteSpace, shareImageSize } from "../../src/components/layout/share-image";
import { colors, gradient } from "../../src/theme/tokens";
import type { ShareImagePage } from "./share-image-pages";

export const { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT } = shareImageSize;

const PADDING_X = 80;
const PADDING_Y = 72;
/** The width the title wraps in: the image less its side padding. */
const TITLE_WIDTH = SHARE_IMAGE_WIDTH - 2 * PADDING_X;
/** Title font sizes to try, largest first; the first at which the title fits is used. */
const TITLE_SIZES = [96, 88, 80, 72, 64, 58, 52, 46] as const;
const TITLE_LINE_HEIGHT = 1.12;
const TITLE_MAX_LINES = 3;
const SITE_NAME_SIZE = 34;
const FONT_FAMILY = "Inter";

type Font = SatoriOptions["fonts"][number];
type Child = ReactElement | string;

/** One element of satori's input tree (a React-element-like object): a `div` with inline styles. */
function box(style: CSSProperties, children?: Child | Child[], key?: string): ReactElement {
  return { type: "div", key: key ?? null, props: { style, children } };
}

/**
 * Resolves the font files with Node's own resolver, from this file's location. Not `require.resolve`: in the bundle
 * Parcel makes of gatsby-node, `require` is Parcel's, whose `resolve` gives no file path; `__filename` there is
 * rewritten to this source file, so `createRequire(__filename)` works the same in Gatsby, Jest and tsx.
 */
const resolveFromHere = createRequire(__filename).resolve;

let fontsPromise: Promise<Font[]> | undefined;

/** Read once per process, on first use: merely loading gatsby-node does no I/O. */
function loadFonts(): Promise<Font[]> {
  fontsPromise ??= Promise.all(
    ([400, 700] as const).map(async (weight): Promise<Font> => ({
      name: FONT_FAMILY,
      data: await readFile(resolveFromHere(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
      weight,
      style: "normal",
    })),
  ).catch((error: unknown) => {
    fontsPromise = undefined; // let a later call try again instead of caching the failure
    throw error;
  });
  return fontsPromise;
}

/** The title's style at one font size; the measuring pass and the final image must use exactly the same one. */
function titleStyle(fontSize: number): CSSProperties {
  return {
    fontFamily: FONT_FAMILY,
    fontWeight: 700,
    fontSize,
    lineHeight: TITLE_LINE_HEIGHT,
    letterSpacing: "-0.02em",
    // Even line lengths look better than a greedy fill with one word left on the last line.
    textWrap: "balance",
  };
}

/**
 * Picks the largest font size at which the title fits: its longest word (German compounds like
 * "Datenschutzerklärung" cannot break, and satori does not hyphenate) is no wider than the text box, and the
 * wrapped title takes at most three lines. One satori pass lays out every candidate size at once, each twice:
 * at `min-content` width (= the longest word) and at the real width (its height gives the number of lines).
 * Returns `undefined` if not even the smallest size fits; the caller then clamps the text.
 */
async function fitTitleSize(title: string, fonts: Font[]): Promise<number | undefined> {
  const measured = new Map<string, SatoriNode>();
  const probes = TITLE_SIZES.flatMap((size) => [
    box({ ...titleStyle(size), width: "min-content", flexShrink: 0 }, title, `word-${size}`),
    box({ ...titleStyle(size), width: TITLE_WIDTH, flexShrink: 0 }, title, `wrap-${size}`),
  ]);
  await satori(box({ display: "flex", flexDirection: "column", alignItems: "flex-start" }, probes), {
    width: SHARE_IMAGE_WIDTH * 2,
    height: SHARE_IMAGE_HEIGHT * 8,
    fonts,
    onNodeDetected: (node) => {
      if (node.key !== undefined && node.key !== null) measured.set(String(node.key), node);
    },
  });
  return TITLE_SIZES.find((size) => {
    const word = measured.get(`word-${size}`);
    const wrapped = measured.get(`wrap-${size}`);
    if (!word || !wrapped) throw new Error(`share image: satori did not report the title probe at ${size}px`);
    const lines = Math.round(wrapped.height / (size * TITLE_LINE_HEIGHT));
    return word.width <= TITLE_WIDTH && lines <= TITLE_MAX_LINES;
  });
}

/** A thin ring in the top right corner, echoing the rotating icon rings of the Webdesign hero. */
function ring(diameter: number, opacity: number): ReactElement {
  return box({
    position: "absolute",
    top: -diameter / 2 + 40,
    right: -diameter / 2 + 60,
    width: diameter,
    height: diameter,
    borderRadius: "50%",
    border: `2px solid rgba(255, 255, 255, ${opacity})`,
  });
}

function shareImageTree(title: string, siteName: string, titleSize: number | undefined): ReactElement {
  const fits = titleSize !== undefined;
  const size = titleSize ?? TITLE_SIZES[TITLE_SIZES.length - 1];
  return box(
    {
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      position: "relative",
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      boxSizing: "border-box",
      padding: `${PADDING_Y}px ${PADDING_X}px`,
      overflow: "hidden",
      // The dark-to-primary diagonal of the site's hero sections.
      backgroundImage: gradient([colors.ink, colors.primary]),
      color: colors.paper,
      fontFamily: FONT_FAMILY,
    },
    [
      ring(520, 0.1),
      ring(340, 0.14),
      // A short accent line above the title.
      box({ width: 96, height: 8, borderRadius: 4, backgroundImage: gradient([colors.paper, colors.accent]) }),
      box(
        {
          ...titleStyle(size),
          width: TITLE_WIDTH,
          // A safety net that only matters when the title did not fit even at the smallest size: break inside
          // words rather than run off the image, and cut after three lines with an ellipsis. Greedy wrapping
          // here, since balancing would even out all the lines before the cut and leave three short ones.
          ...(fits ? {} : { textWrap: "wrap", overflowWrap: "anywhere", lineClamp: TITLE_MAX_LINES, overflow: "hidden" }),
        },
        title,
      ),
      box({ display: "flex", alignItems: "center", gap: 20 }, [
        // The site's logo mark: a rounded square in the logo's gradient, outlined to stand out on the background.
        box({
          width: 48,
          height: 48,
          flexShrink: 0,
          borderRadius: 14,
          border: `2px solid rgba(255, 255, 255, 0.7)`,
          backgroundImage: gradient([colors.primary, colors.accent]),
        }),
        box(
          {
            fontSize: SITE_NAME_SIZE,
            fontWeight: 400,
            lineHeight: 1.2,
            maxWidth: TITLE_WIDTH - 68,
            whiteSpace: "nowrap",
            overflow: "hidden",
            textOverflow: "ellipsis",
            opacity: 0.9,
          },
          siteName,
        ),
      ]),
    ],
  );
}

/**
 * One share image as PNG bytes: the page's title large (long titles wrap onto at most three lines and get a smaller
 * font), the site name small at the bottom on one line. resvg's `render()` is synchronous and takes some 40–80 ms
 * here; for 14 pages that is not worth a worker thread.
 */
export async function renderShareImage(text: { title: string; siteName: string }): Promise<Buffer> {
  const title = collapseWhiteSpace(text.title);
  if (!title) throw new Error("share image: the title is empty");
  const fonts = await loadFonts();
  const tree = shareImageTree(title, collapseWhiteSpace(text.siteName), await fitTitleSize(title, fonts));
  const svg = await satori(tree, { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, fonts });
  const image = new Resvg(svg, {
    fitTo: { mode: "original" },
    // satori already turned all text into paths: skip scanning the system's fonts, which costs time.
    font: { loadSystemFonts: false },
  }).render();
  return image.asPng();
}

/** Draws each page's share image into the built site, with the company name. */
export async function writeShareImages(publicDir: string, images: ShareImagePage[], siteName: string): Promise<void> {
  for (const { imagePath, title } of images) {
    const file = path.join(publicDir, imagePath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await renderShareImage({ title, siteName }));
  }
}
