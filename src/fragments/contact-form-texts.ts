import { graphql } from "gatsby";

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
