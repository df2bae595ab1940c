import { graphql, type PageProps } from "gatsby";
import { SimpleLayout } from "../../components/layout/layouts";
import { ContactAnswerView } from "../../views/ContactAnswerView";
import { NoIndexSeo } from "../../components/layout/Seo";

/** Where a form post from /kontakt/ lands once the mail is sent. */
export default function ContactThanksPage({ data }: PageProps<Queries.ContactThanksPageQuery>) {
  return (
    <SimpleLayout>
      <ContactAnswerView {...data.pageText!} />
    </SimpleLayout>
  );
}

export const Head = NoIndexSeo;

export const query = graphql`
  query ContactThanksPage($language: String!) {
    pageText(translationKey: { eq: "pages/kontakt-danke" }, language: { eq: $language }) {
      ...PageTextFields
    }
  }
`;
