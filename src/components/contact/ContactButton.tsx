import { primaryButton } from "../ui/button-styles";
import { CONTACT_PAGE } from "../../../core/contact/contact-request";
import { OPENS_CONTACT_DIALOG, useContactDialogOnPage } from "./WithContactDialog";

/**
 * Every call to action that starts a contact request: a link to the contact page. Its page
 * carries the contact dialog, an island that opens in its place once it runs; a click before
 * then, or with JavaScript off, still ends in a working form on /kontakt/.
 */
export function ContactButton({ children }: { children: string }) {
  useContactDialogOnPage();
  return (
    <a href={CONTACT_PAGE} css={primaryButton} {...{ [OPENS_CONTACT_DIALOG]: "" }}>
      {children}
    </a>
  );
}
