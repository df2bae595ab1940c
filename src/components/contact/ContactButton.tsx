import { useCompany } from "../../hooks/use-company";
import { primaryButton } from "../ui/button-styles";
import { useContactDialog } from "./ContactProvider";

/**
 * Every call-to-action that starts a contact request. It opens the contact dialog; it is
 * an e-mail link underneath, so it still works before JavaScript runs or with it off.
 */
export function ContactButton({ children }: { children: string }) {
  const { email } = useCompany();
  const contact = useContactDialog();
  return (
    <a
      href={`mailto:${email}`}
      css={primaryButton}
      aria-haspopup={contact ? "dialog" : undefined}
      onClick={(event) => {
        if (!contact) return;
        event.preventDefault();
        contact.open(event.currentTarget);
      }}
    >
      {children}
    </a>
  );
}
