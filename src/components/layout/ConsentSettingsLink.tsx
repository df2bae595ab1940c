import { labels } from "../../i18n/de";
import { consentSettingsAttribute } from "./consent-settings-script";

/**
 * "Cookie-Einstellungen" in every footer. A plain link to the privacy policy; once the
 * consent provider's script has run, the head's script (consent-settings-script.ts) opens
 * the provider's settings instead.
 */
export function ConsentSettingsLink() {
  return (
    <a href="/datenschutz/" {...{ [consentSettingsAttribute]: "" }}>
      {labels.consentSettings}
    </a>
  );
}
