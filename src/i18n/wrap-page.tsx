import type { WrapPageElementBrowserArgs } from "gatsby";
import { PageLanguageProvider, type PageLanguage } from "./language";

/** Every page renders inside its language from its page context (gatsby-ssr.tsx, and gatsby-browser.tsx for develop). */
export const wrapPageInLanguage = ({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) => (
  <PageLanguageProvider page={props.pageContext as Partial<PageLanguage>}>{element}</PageLanguageProvider>
);
