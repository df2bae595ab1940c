import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { labels } from "../../i18n/de";
import { closeButton, modal } from "./modal-styles";

export interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** id of the element that names the dialog */
  labelledBy: string;
  /** the element to focus when the dialog opens (else the browser picks the first focusable one) */
  initialFocus?: RefObject<HTMLElement>;
  children: ReactNode;
}

/**
 * A native modal <dialog>: the browser traps focus, makes the page behind it inert and
 * closes it on Escape. `onClose` runs however it closes.
 */
export function Modal({ isOpen, onClose, labelledBy, initialFocus, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (isOpen && !element.open) {
      element.showModal();
      initialFocus?.current?.focus();
    }
    if (!isOpen && element.open) element.close();
  }, [isOpen, initialFocus]);

  return (
    <dialog ref={ref} css={modal} aria-labelledby={labelledBy} onClose={onClose}>
      <button type="button" css={closeButton} onClick={onClose} aria-label={labels.closeDialog}>
        <span aria-hidden="true">×</span>
      </button>
      {children}
    </dialog>
  );
}
