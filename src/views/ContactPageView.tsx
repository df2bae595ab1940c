import { css } from "@emotion/react";
import { ContactFields, type ContactFieldTexts } from "../components/contact/ContactFields";
import { PageHeading } from "../components/layout/PageHeading";
import { fragmentIds } from "../components/layout/fragment-ids";
import { primaryButton } from "../components/ui/button-styles";
import { useLanguage, useLocalAddress } from "../i18n/language";
import { contactEndpoint, FORM_KEY_FIELD } from "../../core/contact/contact-request";
import { colors, layout, radius, shadow, space } from "../theme/tokens";

interface ContactPageViewProps {
  title: string;
  intro: string;
  texts: ContactFieldTexts & { emailAlternative: string };
  email: string;
  /** The public key the form sends (a form cannot send the dialog's header). */
  apiKey: string;
}

const card = css`
  max-width: ${layout.textWidth};
  padding: ${space.lg};
  border-radius: ${radius.md};
  background: ${colors.paper};
  box-shadow: ${shadow.card};
`;

const alternative = css`
  max-width: ${layout.textWidth};
  margin: ${space.lg} 0 0;
  color: ${colors.inkMuted};
  overflow-wrap: anywhere;
`;

/** /kontakt/: the contact request as a plain HTML form to the dialog's endpoint, which answers with a page. */
export function ContactPageView({ title, intro, texts, email, apiKey }: ContactPageViewProps) {
  const privacyPage = useLocalAddress()("/datenschutz/") ?? null;
  return (
    <>
      <PageHeading title={title} intro={intro} />
      <form css={card} method="post" action={contactEndpoint(useLanguage())} acceptCharset="utf-8">
        <input type="hidden" name={FORM_KEY_FIELD} value={apiKey} />
        <ContactFields texts={{ ...texts, privacyPage }} idPrefix={fragmentIds.contactForm} />
        <button type="submit" css={primaryButton}>
          {texts.submitLabel}
        </button>
      </form>
      <p css={alternative}>
        {texts.emailAlternative} <a href={`mailto:${email}`}>{email}</a>.
      </p>
    </>
  );
}
