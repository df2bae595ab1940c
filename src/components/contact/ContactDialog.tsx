import { memo, useEffect, useLayoutEffect, useRef, type RefObject } from "react";
import type { Language } from "../../../core/languages";
import type { Labels } from "../../i18n/de";
import { closeButton, modal } from "../ui/dialog-styles";
import { primaryButton } from "../ui/button-styles";
import { ContactFields, type ContactFieldTexts } from "./ContactFields";
import { intro, resultBanner } from "./contact-dialog-styles";
import { useContactForm } from "./use-contact-form";
import { fragmentIds } from "../layout/fragment-ids";

/**
 * What the dialog says, in the page's language, as the build hands it to the island: the content's texts and the few
 * interface labels the dialog needs, so that its script carries no language's tables.
 */
export type ContactDialogTexts = ContactFieldTexts & {
  title: string;
  intro: string;
  language: Language;
  labels: Pick<Labels, "closeDialog" | "sending" | "sendSuccess" | "sendError">;
};

/** The ids of the dialog's heading and fields: there is one dialog on a page. */
const id = fragmentIds.contactDialog;

/** What the dialog holds, which does not render again when the dialog opens or closes: a tap opens it at once. */
const DialogContent = memo(function DialogContent({
  texts,
  onClose,
  firstField,
}: {
  texts: ContactDialogTexts;
  onClose: () => void;
  firstField: RefObject<HTMLInputElement>;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { labels } = texts;
  const { values, update, status, notice, submit } = useContactForm(texts.language, onClose);
  const sending = status === "sending";
  // No message is null, not "": Preact renders an empty string as an empty text node, and the live region stays empty.
  const error = status === "failed" ? labels.sendError : status === "preview" ? notice : null;

  // A disabled send button (sending, or the form cleared) loses focus to the page behind the dialog: move it to the
  // heading, so keyboard and screen-reader users stay in the dialog (WCAG 2.4.3).
  useEffect(() => {
    const focused = document.activeElement as HTMLButtonElement | null;
    if (status === "idle" || !heading.current) return;
    if (!focused || focused === document.body || focused.disabled) heading.current.focus();
  }, [status]);

  return (
    <>
      <button type="button" css={closeButton} onClick={onClose} aria-label={labels.closeDialog}>
        <span aria-hidden="true">×</span>
      </button>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {texts.title}
      </h2>
      <p css={intro}>{texts.intro}</p>
      <form onSubmit={submit}>
        {/* Fields are disabled one by one: a fieldset would need a name of its own (WCAG H71, H91), repeating the dialog's. */}
        <ContactFields texts={texts} idPrefix={id} values={values} onChange={update} firstFieldRef={firstField} disabled={sending} />
        <button type="submit" css={primaryButton} disabled={!values.agreed_to_agbs || sending}>
          {sending ? labels.sending : texts.submitLabel}
        </button>
        <div role="status" css={resultBanner} data-result={status === "sent" ? "success" : undefined}>
          {status === "sent" && labels.sendSuccess}
        </div>
        <div role="alert" css={resultBanner} data-result={error ? "error" : undefined}>
          {error}
        </div>
      </form>
    </>
  );
});

/**
 * The one contact dialog of a page, opened by its calls to action (ContactDialogOnPage). A native modal <dialog>: the
 * browser traps focus, makes the page behind it inert and closes it on Escape.
 */
export default function ContactDialog({ texts, isOpen, onClose }: { texts: ContactDialogTexts; isOpen: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const firstField = useRef<HTMLInputElement>(null);

  // Its fields are laid out once, unseen, in the frame after the dialog wakes: a form's first layout (its text area
  // above all) made the first tap's showModal about a third slower. A frame's own work, not a layout a script forces.
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    element.style.cssText = "display: block; position: fixed; visibility: hidden";
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => (element.style.cssText = ""))));
    return () => {
      cancelAnimationFrame(frame);
      element.style.cssText = "";
    };
  }, []);

  // A layout effect: the dialog opens in the frame after the tap, not in the one after that.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) {
      element.showModal();
      firstField.current?.focus();
    }
    if (!isOpen && element.open) element.close();
  }, [isOpen]);

  return (
    <dialog ref={dialog} css={modal} aria-labelledby={`${id}-title`} onClose={onClose}>
      <DialogContent texts={texts} onClose={onClose} firstField={firstField} />
    </dialog>
  );
}
