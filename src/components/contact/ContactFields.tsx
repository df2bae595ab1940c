import type { Ref } from "react";
import { consentRow, field, honeypot } from "./contact-dialog-styles";
import { HONEYPOT_FIELD, limits } from "../../../core/contact/contact-request";
import type { ContactFormValues } from "./send-contact-request";

/** `privacyPage`: the privacy policy in the page's language, which the consent links; the German one's without it. */
export type ContactFieldTexts = Queries.ContactFormTextFieldsFragment & { privacyPage?: string | null };

interface ContactFieldsProps {
  texts: ContactFieldTexts;
  idPrefix: string;
  /** Given by the dialog, which holds the values in state; the contact page's plain form leaves them to the browser. */
  values?: ContactFormValues;
  onChange?: <K extends keyof ContactFormValues>(field: K, value: ContactFormValues[K]) => void;
  firstFieldRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/** The fields of a contact request in the dialog and on the contact page, with the hidden field only bots fill in. */
export function ContactFields({ texts, idPrefix: id, values, onChange, firstFieldRef, disabled }: ContactFieldsProps) {
  const bind = <K extends "name" | "email" | "message" | "website">(name: K) => ({
    disabled,
    ...(values && onChange ? { value: values[name], onChange: (e: { target: { value: string } }) => onChange(name, e.target.value) } : {}),
  });
  return (
    <>
      <div css={field}>
        <label htmlFor={`${id}-name`}>{texts.nameLabel}</label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="name"
          required
          maxLength={limits.nameMax}
          ref={firstFieldRef}
          {...bind("name")}
        />
      </div>
      <div css={field}>
        <label htmlFor={`${id}-email`}>{texts.emailLabel}</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" required maxLength={limits.emailMax} {...bind("email")} />
      </div>
      <div css={field}>
        <label htmlFor={`${id}-message`}>{texts.messageLabel}</label>
        <textarea id={`${id}-message`} name="message" required rows={5} maxLength={limits.messageMax} {...bind("message")} />
      </div>
      <div css={honeypot} aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" {...bind("website")} />
      </div>
      <div css={consentRow}>
        <input
          id={`${id}-consent`}
          type="checkbox"
          name="agreed_to_agbs"
          required
          disabled={disabled}
          {...(values && onChange ? { checked: values.agreed_to_agbs, onChange: (e) => onChange("agreed_to_agbs", e.target.checked) } : {})}
        />
        <label htmlFor={`${id}-consent`}>
          {texts.consentText} <a href={texts.privacyPage || "/datenschutz/"}>{texts.privacyLinkText}</a>.
        </label>
      </div>
    </>
  );
}
