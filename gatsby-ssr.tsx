import type { GatsbySSR } from "gatsby";
import { consentScript as readConsentScript } from "./src/config/consent-script";

const consentScript = readConsentScript();

/** What every page's static HTML carries in its head: language, icons, the consent script. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "de" });
  setHeadComponents([
    // Marks the page as scripted before the first paint, so styles can keep the all-visible
    // layout for visitors without JavaScript and the interactive one for everyone else.
    <script key="js-class" dangerouslySetInnerHTML={{ __html: 'document.documentElement.classList.add("js")' }} />,
    <link key="favicon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <link key="favicon-png" rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href="/apple-touch-icon.png" />,
    <meta key="theme-color" name="theme-color" content="#3b2fc9" />,
    consentScript && (
      <script key="consent" async src={consentScript.src} nonce={consentScript.nonce || undefined} />
    ),
  ]);
};
