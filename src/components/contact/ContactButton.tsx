import { primaryButton } from "../ui/button-styles";
import { CONTACT_PAGES } from "../../../core/contact/contact-request";
import { useLanguage } from "../../i18n/language";
import { OPENS_CONTACT_DIALOG } from "./ContactDialogOnPage";
import { useContactDialogOnPage } from "./WithContactDialog";
import ContactDialog from "../../islands/contact-dialog";
import { wakes } from "../../../plugins/gatsby-plugin-islands/runtime/wakes";

/**
 * A call to action: a link to the contact page of the page's language, which the page's contact dialog opens in
 * place of. A pointer, touch or focus on it wakes the dialog, and a tap before it is awake opens it once it is; if
 * its script cannot load, or without JavaScript, the link leads to a working form.
 */
export function ContactButton({ children }: { children: string }) {
  useContactDialogOnPage();
  const language = useLanguage();
  return (
    <a href={CONTACT_PAGES[language]} css={primaryButton} {...{ [OPENS_CONTACT_DIALOG]: "" }} {...wakes(ContactDialog)}>
      {children}
    </a>
  );
}
