import { graphql, useStaticQuery } from "gatsby";
import { useLanguage, useLocalAddress } from "../i18n/language";

/** The contact dialog's texts, from content/contact.de.md. */
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
