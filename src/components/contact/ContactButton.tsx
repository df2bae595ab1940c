import { useEffect, useRef, useState } from "react";
import { primaryButton } from "../ui/button-styles";
import { CONTACT_PAGE } from "../../lib/contact/contact-request";
import { useContactDialog } from "./ContactProvider";
import { PENDING_CLICK, WAITS_FOR_INTENT } from "../hydration/intent-attributes";

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
  const [interactive, setInteractive] = useState(false);
  // True from the first effect on: the page is hydrated and the dialog can open. The static
  // HTML (and a page whose scripts never run) keeps the link.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setInteractive(true), []);
  const opensDialog = interactive && contact !== null;
  useEffect(() => {
    if (!opensDialog || !contact || !anchor.current?.hasAttribute(PENDING_CLICK)) return;
    anchor.current.removeAttribute(PENDING_CLICK);
    contact.open(anchor.current);
  }, [opensDialog, contact]);
  return (
    <a
      ref={anchor}
      href={CONTACT_PAGE}
      {...{ [WAITS_FOR_INTENT]: "" }}
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
