import { graphql, useStaticQuery } from "gatsby";

/** The contact dialog's texts, from content/contact.de.md. */
export function useContactFormTexts() {
  const { contactForm } = useStaticQuery<Queries.ContactFormTextsQuery>(graphql`
    query ContactFormTexts {
      contactForm {
        title
        intro
        ...ContactFormTextFields
      }
    }
  `);
  return contactForm;
}
