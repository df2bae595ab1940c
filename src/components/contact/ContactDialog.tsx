import { useId, useRef } from "react";
import { Link } from "gatsby";
import { labels } from "../../i18n/de";
import { Modal } from "../ui/Modal";
import { primaryButton } from "../ui/button-styles";
import { consentRow, field, honeypot, intro, resultBanner } from "./contact-dialog-styles";
import { useContactForm } from "./use-contact-form";

export interface ContactDialogTexts {
  title: string;
  intro: string;
  nameLabel: string;
  emailLabel: string;
  messageLabel: string;
  consentText: string;
  privacyLinkText: string;
  submitLabel: string;
}

interface ContactDialogProps {
  texts: ContactDialogTexts;
  isOpen: boolean;
  onClose: () => void;
}

/** The one contact dialog, opened by every call to action through ContactProvider. */
export default function ContactDialog({ texts, isOpen, onClose }: ContactDialogProps) {
  const firstField = useRef<HTMLInputElement>(null);
  const id = useId();
  const { values, update, status, submit } = useContactForm(onClose);
  const sending = status === "sending";

  return (
    <Modal isOpen={isOpen} onClose={onClose} labelledBy={`${id}-title`} initialFocus={firstField}>
      <h2 id={`${id}-title`}>{texts.title}</h2>
      <p css={intro}>{texts.intro}</p>
      <form onSubmit={submit}>
        <fieldset disabled={sending} css={{ border: 0, margin: 0, padding: 0 }}>
          <div css={field}>
            <label htmlFor={`${id}-name`}>{texts.nameLabel}</label>
            <input id={`${id}-name`} name="name" autoComplete="name" required maxLength={200} ref={firstField}
              value={values.name} onChange={(e) => update("name", e.target.value)} />
          </div>
          <div css={field}>
            <label htmlFor={`${id}-email`}>{texts.emailLabel}</label>
            <input id={`${id}-email`} name="email" type="email" autoComplete="email" required maxLength={254}
              value={values.email} onChange={(e) => update("email", e.target.value)} />
          </div>
          <div css={field}>
            <label htmlFor={`${id}-message`}>{texts.messageLabel}</label>
            <textarea id={`${id}-message`} name="message" required rows={5} maxLength={5000}
              value={values.message} onChange={(e) => update("message", e.target.value)} />
          </div>
          <div css={honeypot} aria-hidden="true">
            <label htmlFor={`${id}-website`}>Website</label>
            <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off"
              value={values.website} onChange={(e) => update("website", e.target.value)} />
          </div>
          <div css={consentRow}>
            <input id={`${id}-consent`} type="checkbox" name="agreed_to_agbs" required
              checked={values.agreed_to_agbs} onChange={(e) => update("agreed_to_agbs", e.target.checked)} />
            <label htmlFor={`${id}-consent`}>
              {texts.consentText} <Link to="/datenschutz/">{texts.privacyLinkText}</Link>.
            </label>
          </div>
        </fieldset>
        <button type="submit" css={primaryButton} disabled={!values.agreed_to_agbs || sending}>
          {sending ? labels.sending : texts.submitLabel}
        </button>
        <div role="status" css={resultBanner} data-result={status === "success" ? "success" : undefined}>
          {status === "success" && labels.sendSuccess}
        </div>
        <div role="alert" css={resultBanner} data-result={status === "error" ? "error" : undefined}>
          {status === "error" && labels.sendError}
        </div>
      </form>
    </Modal>
  );
}
