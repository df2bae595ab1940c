import { graphql, type PageProps } from "gatsby";
import { SimpleLayout } from "../../components/layout/layouts";
import { ContactAnswerView } from "../../views/ContactAnswerView";
import { NoIndexSeo } from "../../components/layout/Seo";

/** Where a form post from /kontakt/ lands when it was not sent: the anchor names the reason. */
export default function ContactProblemPage({ data }: PageProps<Queries.ContactProblemPageQuery>) {
  const { emailAlternative, ...answer } = data.contactForm!;
  return (
    <SimpleLayout>
      <ContactAnswerView {...data.pageText!} {...answer} emailAlternative={{ text: emailAlternative, email: data.company!.email }} />
    </SimpleLayout>
  );
}

export const Head = NoIndexSeo;

export const query = graphql`
  query ContactProblemPage($language: String!) {
    pageText(translationKey: { eq: "pages/kontakt-fehler" }, language: { eq: $language }) {
      ...PageTextFields
    }
    company {
      email
    }
    contactForm(language: { eq: $language }) {
      emailAlternative
      toFormLink
      problems {
        anchor
        text
      }
    }
  }
`;
