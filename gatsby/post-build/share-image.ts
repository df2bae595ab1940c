/**
 * Open Graph share images without a browser: satori draws a `{ type, props }` tree as SVG with the text as paths
 * (Inter's latin .woff covers ä ö ü ß), resvg rasterises it to PNG. satori's CommonJS build works in Jest,
 * gatsby-node's Parcel bundle and tsx.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { CSSProperties, ReactElement } from "react";
import satori, { type SatoriNode, type SatoriOptions } from "satori";
import { Resvg } from "@resvg/resvg-js";
import { collapseWhiteSpace, shareImageSize } from "../../src/components/layout/share-image";
import { brand, gradient } from "../../src/theme/tokens";
import type { ShareImagePage } from "./share-image-pages";

export const { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT } = shareImageSize;

const PADDING_X = 80;
const PADDING_Y = 72;
const TITLE_WIDTH = SHARE_IMAGE_WIDTH - 2 * PADDING_X;
/** Title font sizes to try, largest first. */
const TITLE_SIZES = [96, 88, 80, 72, 64, 58, 52, 46] as const;
const TITLE_LINE_HEIGHT = 1.12;
const TITLE_MAX_LINES = 3;
const SITE_NAME_SIZE = 34;
const FONT_FAMILY = "Inter";

type Font = SatoriOptions["fonts"][number];
type Child = ReactElement | string;

/** A `div` of satori's input tree. */
function box(style: CSSProperties, children?: Child | Child[], key?: string): ReactElement {
  return { type: "div", key: key ?? null, props: { style, children } };
}

// Not `require.resolve`: in gatsby-node's Parcel bundle it gives no file path; `__filename` is this source file there too.
const resolveFromHere = createRequire(__filename).resolve;

let fontsPromise: Promise<Font[]> | undefined;

/** Read once, on first use: merely loading gatsby-node does no I/O. */
function loadFonts(): Promise<Font[]> {
  fontsPromise ??= Promise.all(
    ([400, 700] as const).map(async (weight): Promise<Font> => ({
      name: FONT_FAMILY,
      data: await readFile(resolveFromHere(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
      weight,
      style: "normal",
    })),
  );
  return fontsPromise;
}

/** The title's style at one size, the same for measuring and drawing. */
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
 * The largest size at which the longest word fits the width (satori does not hyphenate "Datenschutzerklärung") and
 * the title takes at most three lines, measured in one satori pass at `min-content` and at the real width; undefined if none.
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

/** A thin ring in the top right corner, like the Webdesign hero's icon rings. */
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
      backgroundImage: gradient([brand.night, brand.indigo]),
      color: brand.white,
      fontFamily: FONT_FAMILY,
    },
    [
      ring(520, 0.1),
      ring(340, 0.14),
      box({ width: 96, height: 8, borderRadius: 4, backgroundImage: gradient([brand.white, brand.violet]) }),
      box(
        {
          ...titleStyle(size),
          width: TITLE_WIDTH,
          // A title that fits no size breaks inside words and is cut after three lines (greedy: balancing would shorten them all).
          ...(fits ? {} : { textWrap: "wrap", overflowWrap: "anywhere", lineClamp: TITLE_MAX_LINES, overflow: "hidden" }),
        },
        title,
      ),
      box({ display: "flex", alignItems: "center", gap: 20 }, [
        // The logo mark.
        box({
          width: 48,
          height: 48,
          flexShrink: 0,
          borderRadius: 14,
          border: `2px solid rgba(255, 255, 255, 0.7)`,
          backgroundImage: gradient([brand.indigo, brand.violet]),
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

/** One share image as PNG: the page's title large, the site name small below. resvg's 40–80 ms sync render needs no worker. */
export async function renderShareImage(text: { title: string; siteName: string }): Promise<Buffer> {
  const title = collapseWhiteSpace(text.title);
  if (!title) throw new Error("share image: the title is empty");
  const fonts = await loadFonts();
  const tree = shareImageTree(title, collapseWhiteSpace(text.siteName), await fitTitleSize(title, fonts));
  const svg = await satori(tree, { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, fonts });
  const image = new Resvg(svg, {
    fitTo: { mode: "original" },
    // satori turned all text into paths: no system fonts needed.
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
