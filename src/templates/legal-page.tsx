import { graphql, type PageProps } from "gatsby";
import { SimpleLayout } from "../components/layout/layouts";
import { seoHead } from "../components/layout/Seo";
import { LegalView } from "../views/LegalView";
import { publicSettings } from "../../core/settings/public-settings";
import { legalHtml, shownHeadings } from "../components/legal/legal-html";

type Data = Queries.LegalPageQuery;

export default function LegalPageTemplate({ data }: PageProps<Data>) {
  const page = data.legalPage!;
  // Made here, where the build's settings are known (the consent script is one).
  const html = legalHtml(page.html, {
    consentTool: publicSettings.consentScriptConfigured,
    socialNetworks: data.company?.social?.map((profile) => profile.name) ?? [],
    statistics: data.company?.processing?.statistics === true,
  });
  return (
    <SimpleLayout>
      <LegalView {...page} tocHeading={page.showToc ? page.tocHeading : null} headings={shownHeadings(page.headings, html)} html={html} />
    </SimpleLayout>
  );
}

export const Head = seoHead((data: Data) => data.legalPage!.seo);

export const query = graphql`
  query LegalPage($id: String!) {
    legalPage(id: { eq: $id }) {
      seo {
        ...SeoFields
      }
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
    company {
      social {
        name
      }
      processing {
        statistics
      }
    }
  }
`;
