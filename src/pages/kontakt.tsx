import { graphql, type HeadProps, type PageProps } from "gatsby";
import { SimpleLayout } from "../components/layout/SimpleLayout";
import { Seo } from "../components/layout/Seo";
import { contactApiKey } from "../components/contact/send-contact-request";
import { ContactPageView } from "../views/ContactPageView";

type Data = Queries.ContactPageQuery;

export default function ContactPage({ data }: PageProps<Data>) {
  const page = data.pageText!;
  return (
    <SimpleLayout>
      <ContactPageView title={page.title} intro={page.intro} texts={data.contactForm!} email={data.company!.email} apiKey={contactApiKey} />
    </SimpleLayout>
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  return <Seo {...data.pageText!.seo} pathname={location.pathname} />;
}

export const query = graphql`
  query ContactPage {
    pageText(slug: { eq: "kontakt" }) {
      ...PageTextFields
    }
    contactForm {
      ...ContactFormTextFields
      emailAlternative
    }
    company {
      email
    }
  }
`;
