import { useCallback, useLayoutEffect, useRef, useState } from "react";
import ContactDialog, { type ContactDialogTexts } from "./ContactDialog";

/** The mark of a call to action the contact dialog opens from. */
export const OPENS_CONTACT_DIALOG = "data-opens-contact-dialog";

/** A click that asks the browser for more than following the link: a new tab or window, a download. */
const wantsLinkItself = (event: MouseEvent) => event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

/** The contact dialog as a page's island: every marked call to action opens it instead of following its link. */
export function ContactDialogOnPage({ texts }: { texts: ContactDialogTexts }) {
  const [isOpen, setOpen] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);

  // A layout effect: in place when hydration ends, so the tap that woke the dialog, handed on then, opens it.
  useLayoutEffect(() => {
    const buttons = document.querySelectorAll(`[${OPENS_CONTACT_DIALOG}]`);
    buttons.forEach((button) => button.setAttribute("aria-haspopup", "dialog"));
    const open = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.<HTMLElement>(`[${OPENS_CONTACT_DIALOG}]`);
      if (!button || event.defaultPrevented || wantsLinkItself(event)) return;
      event.preventDefault();
      trigger.current = button;
      setOpen(true);
    };
    document.addEventListener("click", open);
    return () => {
      document.removeEventListener("click", open);
      buttons.forEach((button) => button.removeAttribute("aria-haspopup"));
    };
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    trigger.current?.focus();
  }, []);

  return <ContactDialog texts={texts} isOpen={isOpen} onClose={close} />;
}
