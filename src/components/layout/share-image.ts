import { defaultLanguage, type Language } from "../../../core/languages";
import { pageTables } from "../../i18n/tables";

/** Where a page's share image lies: `/` → `/og/index.png`, `/team/` → `/og/team.png`. */
export function shareImagePath(pathname: string): string {
  const page = pathname.replace(/^\/+|\/+$/g, "") || "index";
  return `/og/${page}.png`;
}

/** The Open Graph size (1.91:1), which Facebook, LinkedIn and X all show uncropped. */
export const shareImageSize = { width: 1200, height: 630 } as const;

/** White space collapsed as a browser would, so the image and its description show the same text. */
export const collapseWhiteSpace = (text: string) => text.replace(/\s+/g, " ").trim();

/** The share image's text alternative: what the drawing (gatsby/post-build/share-image.ts) shows. */
export function shareImageAlt(title: string, siteName: string, language: Language = defaultLanguage): string {
  return pageTables[language].shareImageAlt(collapseWhiteSpace(title), collapseWhiteSpace(siteName));
}
