/** Marks the footer's "Cookie-Einstellungen" link for the script below. */
export const consentSettingsAttribute = "data-consent-settings";

/**
 * The inline script behind "Cookie-Einstellungen" (withdrawing consent must be as easy as giving it, Art. 7 Abs. 3
 * DSGVO): a click calls the provider's function that reopens its settings, e.g. "UC_UI.showSecondLayer" or
 * "Cookiebot.renew", on its owner. In the head, not an island, so pages without islands have it too.
 */
export function consentSettingsScript(functionPath: string): string {
  const names = JSON.stringify(functionPath.split("."));
  return (
    `document.addEventListener("click",function(event){` +
    `var link=event.target.closest&&event.target.closest("[${consentSettingsAttribute}]");if(!link)return;` +
    `var names=${names},owner=window,i=0;for(;i<names.length-1&&owner;i++)owner=owner[names[i]];` +
    `var open=owner&&owner[names[i]];if(typeof open!=="function")return;event.preventDefault();open.call(owner)})`
  );
}
