import { createContext, useContext, useState, type ReactNode } from "react";
import { island } from "../../lib/islands/island";
import { useContactFormTexts } from "../../hooks/use-contact-form-texts";
import { ContactDialogOnPage } from "./ContactDialogOnPage";

export { OPENS_CONTACT_DIALOG } from "./ContactDialogOnPage";

const ContactDialogIsland = island("contact-dialog", ContactDialogOnPage);

/** A call to action asks; the page's dialog, rendered after its content, reads whether one did. */
interface Request {
  ask(): void;
  wasAsked(): boolean;
}

function newRequest(): Request {
  let asked = false;
  return {
    ask: () => void (asked = true),
    wasAsked: () => asked,
  };
}

const ContactDialogRequest = createContext<Request | null>(null);

/** Called by every call to action: the page then carries the contact dialog. */
export function useContactDialogRequest(): void {
  useContext(ContactDialogRequest)?.ask();
}

function ContactDialogIfWanted({ request }: { request: Request }) {
  const texts = useContactFormTexts();
  return request.wasAsked() && texts ? <ContactDialogIsland texts={texts} /> : null;
}

/**
 * Renders `children`, then the contact dialog if a call to action among them asked for it: a
 * page without one loads no dialog. (The page renders in order, so the dialog after its content
 * knows what the content asked for.)
 */
export function WithContactDialog({ children }: { children: ReactNode }) {
  const [request] = useState(newRequest);
  return (
    <ContactDialogRequest.Provider value={request}>
      {children}
      <ContactDialogIfWanted request={request} />
    </ContactDialogRequest.Provider>
  );
}
