import type { GatsbySSR } from "gatsby";
import type { ReactElement } from "react";
import { globalCss } from "./src/theme/global-css";
import { brand } from "./src/theme/tokens";
import { consentSettingsScript } from "./src/components/layout/consent-settings-script";
import { publicSettings } from "./core/settings/public-settings";
import { languageOfPath } from "./core/languages";
import { wrapPageInLanguage } from "./src/i18n/wrap-page";
import { fragmentIds } from "./src/components/layout/fragment-ids";

export const wrapPageElement = wrapPageInLanguage;

/** Every page's language, icons, theme colour, and the script behind the footer's "Cookie-Einstellungen" if configured. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: languageOfPath(pathname) });
  setHeadComponents([
    <link key="favicon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <link key="favicon-png" rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href="/apple-touch-icon.png" />,
    <meta key="theme-color" name="theme-color" content={brand.indigo} />,
    // Before any style sheet: the browser may paint the page's ground and its controls in the visitor's scheme at once.
    <meta key="color-scheme" name="color-scheme" content="light dark" />,
    // The first frame waits until the page's main content has begun (it follows the skip link and the header), so a
    // transition from the page before finds it to move in (src/theme/view-transition-css.ts), not the frame before.
    <link key="expect-content" rel="expect" href={`#${fragmentIds.content}`} {...{ blocking: "render" }} />,
    publicSettings.consentSettingsFunction && (
      <script key="consent-settings" dangerouslySetInnerHTML={{ __html: consentSettingsScript(publicSettings.consentSettingsFunction) }} />
    ),
  ]);
};

/** The site-wide rules go first among the head's styles, so the components' rules of the same specificity win. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const head = [...getHeadComponents()];
  const firstStyle = head.findIndex((component) => (component as ReactElement | null)?.type === "style");
  const style = <style key="global-css" id="global-css" dangerouslySetInnerHTML={{ __html: globalCss }} />;
  head.splice(firstStyle === -1 ? head.length : firstStyle, 0, style);
  replaceHeadComponents(head);
};
