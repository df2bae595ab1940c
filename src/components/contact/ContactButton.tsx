import { useEffect, useState } from "react";
import { primaryButton } from "../ui/button-styles";
import { CONTACT_PAGE } from "../../lib/contact/contact-request";
import { useContactDialog } from "./ContactProvider";
import { useInteractivePart } from "../hydration/StaticPage";

/**
 * Every call-to-action that starts a contact request. In the static HTML it links to the
 * contact page, so a click before the scripts have run, or with JavaScript off, still ends
 * in a working form; once the page is interactive it opens the contact dialog instead (and
 * says so with aria-haspopup).
 */
export function ContactButton({ children }: { children: string }) {
  useInteractivePart("ContactButton");
  const contact = useContactDialog();
  const [interactive, setInteractive] = useState(false);
  // True from the first effect on: the page is hydrated and the dialog can open. The static
  // HTML (and a page whose scripts never run) keeps the link.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setInteractive(true), []);
  const opensDialog = interactive && contact !== null;
  return (
    <a
      href={CONTACT_PAGE}
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
