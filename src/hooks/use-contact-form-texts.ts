import { graphql, useStaticQuery } from "gatsby";
import { useLabels, useLanguage, useLocalAddress } from "../i18n/language";
import type { ContactDialogTexts } from "../components/contact/ContactDialog";

/** The contact dialog's texts in the page's language, from content/contact.de.md, with the labels it needs. */
export function useContactFormTexts(): ContactDialogTexts | null {
  const language = useLanguage();
  const { closeDialog, sending, sendSuccess, sendError } = useLabels();
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
  return {
    ...node,
    language,
    privacyPage: localAddress("/datenschutz/") ?? null,
    labels: { closeDialog, sending, sendSuccess, sendError },
  };
}
