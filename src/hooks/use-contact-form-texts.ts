import { graphql, useStaticQuery } from "gatsby";
import { useLanguage, useLocalAddress } from "../i18n/language";

/** The labels and texts of the contact form, the same in the dialog and on /kontakt/ (content/contact.de.md). */
export const contactFormTextFields = graphql`
  fragment ContactFormTextFields on ContactForm {
    nameLabel
    emailLabel
    messageLabel
    consentText
    privacyLinkText
    submitLabel
  }
`;

/** The contact dialog's texts. */
export function useContactFormTexts() {
  const language = useLanguage();
  const localAddress = useLocalAddress();
  const { allContactForm } = useStaticQuery<Queries.ContactFormTextsQuery>(graphql`
    query ContactFormTexts {
      allContactForm {
        nodes {
          language
          title
          intro
          ...ContactFormTextFields
        }
      }
    }
  `);
  // A static query takes no variables: it reads every language's texts.
  const node = allContactForm.nodes.find((candidate) => candidate.language === language);
  if (!node) return null;
  const { language: _language, ...texts } = node;
  return { ...texts, privacyPage: localAddress("/datenschutz/") ?? null };
}
