import { primaryButton } from "../ui/button-styles";
import { CONTACT_PAGES } from "../../../core/contact/contact-request";
import { useLanguage } from "../../i18n/language";
import { OPENS_CONTACT_DIALOG } from "./ContactDialogOnPage";
import { useContactDialogOnPage } from "./WithContactDialog";

/**
 * A call to action: a link to the contact page of the page's language, which the page's contact dialog opens in
 * place of once it runs; before then, or without JavaScript, the link leads to a working form.
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
