import { useEffect, useState } from "react";
import { useCompany } from "../../hooks/use-company";
import { primaryButton } from "../ui/button-styles";
import { useContactDialog } from "./ContactProvider";

/**
 * Every call-to-action that starts a contact request. It is an e-mail link in the static
 * HTML, so it works before JavaScript runs or with it off; once the page is interactive
 * it opens the contact dialog instead (and says so with aria-haspopup).
 */
export function ContactButton({ children }: { children: string }) {
  const { email } = useCompany();
  const contact = useContactDialog();
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const opensDialog = interactive && contact !== null;
  return (
    <a
      href={`mailto:${email}`}
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
