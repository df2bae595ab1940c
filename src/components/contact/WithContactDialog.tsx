import { createContext, useContext, type ReactNode } from "react";
import { useContactFormTexts } from "../../hooks/use-contact-form-texts";
import ContactDialog from "../../islands/contact-dialog";

/** Whether the page carries the contact dialog; unset outside a page's layout (a unit test of one part). */
const PageHasContactDialog = createContext<boolean | undefined>(undefined);

/**
 * Called by every call to action: a page declares the dialog in its layout (`contactDialog`), so a page without one
 * loads none; a call to action on a page that did not stops the build, with the page's path in Gatsby's error.
 */
export function useContactDialogOnPage(): void {
  if (useContext(PageHasContactDialog) === false) {
    throw new Error("A call to action on a page without the contact dialog: pass `contactDialog` to the page's layout");
  }
}

/** Renders `children` and, when the page declares it, the contact dialog after them. */
export function WithContactDialog({ contactDialog, children }: { contactDialog: boolean; children: ReactNode }) {
  const texts = useContactFormTexts();
  return (
    <PageHasContactDialog.Provider value={contactDialog}>
      {children}
      {contactDialog && texts && <ContactDialog texts={texts} />}
    </PageHasContactDialog.Provider>
  );
}
