import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { css } from "@emotion/react";
import { useLabels } from "../../i18n/language";
import { colors, radius, space } from "../../theme/tokens";

export const modal = css`
  width: min(34rem, calc(100% - 2rem));
  max-height: calc(100% - 2rem);
  padding: ${space.xl} ${space.lg} ${space.lg};
  border: 0;
  border-radius: ${radius.md};
  color: ${colors.ink};
  &::backdrop {
    background: rgba(20, 23, 43, 0.6);
  }
  h2 {
    margin: 0 0 ${space.sm};
    padding-right: 2.5rem;
  }
`;

export const closeButton = css`
  position: absolute;
  top: ${space.sm};
  right: ${space.sm};
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${colors.ink};
  font-size: 1.8rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${colors.canvas};
  }
`;

interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  labelledBy: string;
  initialFocus?: RefObject<HTMLElement>;
  children: ReactNode;
}

/** A native modal <dialog>: the browser traps focus, makes the page behind it inert and closes it on Escape. */
export function Modal({ isOpen, onClose, labelledBy, initialFocus, children }: ModalProps) {
  const labels = useLabels();
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
