import { useRef } from "react";
import { primaryButton } from "../ui/button-styles";
import { CONTACT_PAGE } from "../../lib/contact/contact-request";
import { useContactDialog } from "./ContactProvider";
import { waitingPart } from "../hydration/intent-attributes";
import { useHeldClick } from "../hydration/use-held-click";

/**
 * Every call-to-action that starts a contact request. In the static HTML it links to the
 * contact page, so a click before the scripts have run, or with JavaScript off, still ends
 * in a working form; once the page is interactive it opens the contact dialog instead (and
 * says so with aria-haspopup). On an on-intent page (ScriptsOnIntent) reaching for it loads
 * the scripts, and a click that came first opens the dialog once the button can.
 */
export function ContactButton({ children }: { children: string }) {
  const anchor = useRef<HTMLAnchorElement>(null);
  const contact = useContactDialog();
  // True from the first effect on: the page is hydrated and the dialog can open. The static
  // HTML (and a page whose scripts never run) keeps the link.
  const opensDialog = useHeldClick(anchor, (element) => contact?.open(element)) && contact !== null;
  return (
    <a
      ref={anchor}
      href={CONTACT_PAGE}
      {...waitingPart(opensDialog)}
      css={primaryButton}
      aria-haspopup={opensDialog ? "dialog" : undefined}
      onClick={(event) => {
        if (!opensDialog) return;
        event.preventDefault();
        contact.open(event.currentTarget);
      }}
    >
      {children}
    </a>
  );
}
