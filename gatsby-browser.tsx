import { wrapPageInLanguage } from "./src/i18n/wrap-page";

/** Only `gatsby develop` runs this file (no built page loads Gatsby's app): its pages render in their language too. */
export const wrapPageElement = wrapPageInLanguage;
