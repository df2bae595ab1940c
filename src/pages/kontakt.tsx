import { graphql, type PageProps } from "gatsby";
import { SimpleLayout } from "../components/layout/layouts";
import { pageTextHead } from "../components/layout/Seo";
import { contactApiKey } from "../components/contact/send-contact-request";
import { ContactPageView } from "../views/ContactPageView";

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  return (
    <SimpleLayout>
      <ContactPageView {...data.pageText!} texts={data.contactForm!} email={data.company!.email} apiKey={contactApiKey} />
    </SimpleLayout>
  );
}

export const Head = pageTextHead;

export const query = graphql`
  query ContactPage($language: String!) {
    pageText(translationKey: { eq: "pages/kontakt" }, language: { eq: $language }) {
      ...PageTextFields
    }
    contactForm(language: { eq: $language }) {
      ...ContactFormTextFields
      emailAlternative
    }
    company {
      email
    }
  }
`;
