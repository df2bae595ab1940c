import { labels } from "../../i18n/de";
import { publicSettings } from "../../config/settings/public-settings";

// The consent provider's function that reopens its settings, e.g. "UC_UI.showSecondLayer"
// (Usercentrics) or "Cookiebot.renew" (Cookiebot); see docs/operations.md, "Configuration".
const settingsFunction = publicSettings.consentSettingsFunction;

/** The provider's function on `window`, once its script has defined it. */
function providerSettings(path: string | undefined): (() => void) | null {
  if (!path || typeof window === "undefined") return null;
  const names = path.split(".");
  let owner: unknown = window;
  for (const name of names.slice(0, -1)) owner = (owner as Record<string, unknown> | undefined)?.[name];
  const open = (owner as Record<string, unknown> | undefined)?.[names[names.length - 1]];
  return typeof open === "function" ? () => open.call(owner) : null;
}

/**
 * "Cookie-Einstellungen" in every footer: withdrawing consent must be as easy as giving it
 * (Art. 7 Abs. 3 DSGVO). It opens the consent provider's settings; before the provider's
 * script has run, or without one, it leads to the privacy policy, which explains the choice.
 */
export function ConsentSettingsLink({ functionPath = settingsFunction }: { functionPath?: string }) {
  return (
    <a
      href="/datenschutz/"
      onClick={(event) => {
        const open = providerSettings(functionPath);
        if (!open) return;
        event.preventDefault();
        open();
      }}
    >
      {labels.consentSettings}
    </a>
  );
}
