import { labels } from "../../i18n/de";
import { consentSettingsAttribute } from "./consent-settings-script";

/**
 * Where "Cookie-Einstellungen" lead while no consent provider's function has taken the link over:
 * the privacy policy's section on cookies, which says what the site stores and, with a consent
 * tool, how to change a choice (its heading "Einsatz von Cookies" gives the anchor).
 */
export const COOKIE_SECTION = "/datenschutz/#einsatz-von-cookies";

/** "Cookie-Einstellungen" in every footer; once the consent provider's script has run, the head's script opens its settings instead. */
export function ConsentSettingsLink() {
  return (
    <a href={COOKIE_SECTION} {...{ [consentSettingsAttribute]: "" }}>
      {labels.consentSettings}
    </a>
  );
}
