import { defaultLanguage, type Language } from "../../../core/languages";
import { pageTables } from "../../i18n/tables";

/** Where a page's share image lies: `/` → `/og/index.png`, `/team/` → `/og/team.png`. The build draws one for every page that names it. */
export function shareImagePath(pathname: string): string {
  const page = pathname.replace(/^\/+|\/+$/g, "") || "index";
  return `/og/${page}.png`;
}

/** The size every share image is drawn in (build/post-build/share-image.ts): the usual Open Graph size (1.91:1), which Facebook, LinkedIn and X all show uncropped. */
export const shareImageSize = { width: 1200, height: 630 } as const;

/** Collapses runs of white space (line breaks from YAML, double spaces) as a browser would, so the image and its description show the same text. */
export const collapseWhiteSpace = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The share image's text alternative (`og:image:alt`, `twitter:image:alt`): what the drawing in
 * build/post-build/share-image.ts shows, from the same title and site name, so a feed that reads
 * it aloud says what the picture says.
 */
export function shareImageAlt(title: string, siteName: string, language: Language = defaultLanguage): string {
  return pageTables[language].shareImageAlt(collapseWhiteSpace(title), collapseWhiteSpace(siteName));
}
