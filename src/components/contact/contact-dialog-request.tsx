import { createContext, useContext, useState, type ReactNode } from "react";
import { island } from "../../lib/islands/island";
import { useContactFormTexts } from "../../hooks/use-contact-form-texts";
import { ContactDialogOnPage } from "./ContactDialogOnPage";

export { OPENS_CONTACT_DIALOG } from "./ContactDialogOnPage";

const ContactDialogIsland = island("contact-dialog", ContactDialogOnPage);

interface Request {
  wanted: boolean;
}

const ContactDialogRequest = createContext<Request | null>(null);

/** Called by every call to action: the page then carries the contact dialog. */
export function useContactDialogRequest(): void {
  const request = useContext(ContactDialogRequest);
  if (request) request.wanted = true;
}

function ContactDialogIfWanted({ request }: { request: Request }) {
  const texts = useContactFormTexts();
  return request.wanted && texts ? <ContactDialogIsland texts={texts} /> : null;
}

/**
 * Renders `children`, then the contact dialog if a call to action among them asked for it: a
 * page without one loads no dialog. (The page renders in order, so the dialog after its content
 * knows what the content asked for.)
 */
export function WithContactDialog({ children }: { children: ReactNode }) {
  const [request] = useState<Request>(() => ({ wanted: false }));
  return (
    <ContactDialogRequest.Provider value={request}>
      {children}
      <ContactDialogIfWanted request={request} />
    </ContactDialogRequest.Provider>
  );
}
