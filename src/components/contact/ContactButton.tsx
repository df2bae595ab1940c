import { primaryButton } from "../ui/button-styles";
import { CONTACT_PAGES } from "../../../core/contact/contact-request";
import { useLanguage } from "../../i18n/language";
import { OPENS_CONTACT_DIALOG, useContactDialogOnPage } from "./WithContactDialog";

/**
 * Every call to action that starts a contact request: a link to the contact page. Its page
 * carries the contact dialog, an island that opens in its place once it runs; a click before
 * then, or with JavaScript off, still ends in a working form on the contact page of the page's
 * language (/kontakt/, /en/contact/).
 */
export function ContactButton({ children }: { children: string }) {
  useContactDialogOnPage();
  const language = useLanguage();
  return (
    <a href={CONTACT_PAGES[language]} css={primaryButton} {...{ [OPENS_CONTACT_DIALOG]: "" }}>
      {children}
    </a>
  );
}
