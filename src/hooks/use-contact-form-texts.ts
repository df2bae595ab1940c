import { graphql, useStaticQuery } from "gatsby";
import { useLanguage } from "../i18n/language";

/** The contact dialog's texts, from content/contact.de.md. */
export function useContactFormTexts() {
  const language = useLanguage();
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
  // A static query takes no variables: it reads every language's texts, and the page picks its own.
  return allContactForm.nodes.find((texts) => texts.language === language) ?? null;
}
