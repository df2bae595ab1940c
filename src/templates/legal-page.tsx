import { graphql, type PageProps } from "gatsby";
import { SimpleLayout } from "../components/layout/layouts";
import { seoHead } from "../components/layout/Seo";
import { LegalView } from "../views/LegalView";
import { publicSettings } from "../../core/settings/public-settings";
import { assemblePrivacyPolicy } from "../../core/legal/privacy-policy";

type Data = Queries.LegalPageQuery;

const PRIVACY_POLICY = "legal/datenschutz";

export default function LegalPageTemplate({ data, pageContext }: PageProps<Data, { language: string }>) {
  const page = data.legalPage!;
  // Made here, where the build's settings are known (the consent script is one).
  const { html, headings } =
    page.translationKey === PRIVACY_POLICY
      ? assemblePrivacyPolicy(
          page,
          data.allPrivacySection.nodes.map((section) => ({ ...section, name: section.translationKey.replace(/^legal\/privacy\//, "") })),
          data.allSocialNetworkSection.nodes,
          {
            processing: data.company?.declaredProcessing ?? [],
            consentTool: publicSettings.consentScriptConfigured,
            networks: data.company?.social?.map((profile) => profile.name) ?? [],
          },
          (key) => `content/${key}.${pageContext.language}.md`,
        )
      : page;
  // A legal text with its own date ("Stand") prints that; one without names the day of the build it was published with.
  return (
    <SimpleLayout versionDate={page.date ? null : data.site?.buildTime}>
      <LegalView {...page} tocHeading={page.showToc ? page.tocHeading : null} headings={headings} html={html} />
    </SimpleLayout>
  );
}

export const Head = seoHead((data: Data) => data.legalPage!.seo);

export const query = graphql`
  query LegalPage($id: String!, $language: String!) {
    site {
      buildTime(formatString: "YYYY-MM-DD")
    }
    legalPage(id: { eq: $id }) {
      seo {
        ...SeoFields
      }
      translationKey
      title
      date
      dateLabel
      showToc
      tocHeading
      headings {
        id
        value
      }
      html
    }
    allPrivacySection(filter: { language: { eq: $language } }) {
      nodes {
        translationKey
        purpose
        html
        headings {
          id
          value
        }
      }
    }
    allSocialNetworkSection(filter: { language: { eq: $language } }) {
      nodes {
        network
        html
      }
    }
    company {
      declaredProcessing
      social {
        name
      }
    }
  }
`;
