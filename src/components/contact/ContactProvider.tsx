import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { useContactFormTexts } from "../../hooks/use-contact-form-texts";

interface ContactContextValue {
  /** Opens the contact dialog; focus returns to `trigger` when it closes. */
  open(trigger: HTMLElement | null): void;
}

const ContactContext = createContext<ContactContextValue | null>(null);

/** Every call-to-action uses this; null outside a provider (the button then links to the contact page). */
export const useContactDialog = () => useContext(ContactContext);

// The dialog's code loads the first time a visitor opens it.
const ContactDialog = lazy(() => import("./ContactDialog"));

export function ContactProvider({ children }: { children: ReactNode }) {
  const texts = useContactFormTexts();
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);

  const open = useCallback((element: HTMLElement | null) => {
    trigger.current = element;
    setWasOpened(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    trigger.current?.focus();
  }, []);
  const value = useMemo(() => ({ open }), [open]);

  return (
    <ContactContext.Provider value={value}>
      {children}
      {wasOpened && texts && (
        <Suspense fallback={null}>
          <ContactDialog texts={texts} isOpen={isOpen} onClose={close} />
        </Suspense>
      )}
    </ContactContext.Provider>
  );
}
