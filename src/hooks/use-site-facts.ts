import { graphql, useStaticQuery } from "gatsby";
import type { OrganizationFacts } from "../components/layout/json-ld";
import { useLanguage } from "../i18n/language";

/**
 * The site's absolute address (SITE_URL in gatsby-config, without a trailing slash) and the company facts of
 * content/company.de.md: those every page shows (logo, footer, head) and, with the start page's description, those
 * search engines get as schema.org data (`organization`).
 */
export function useSiteFacts() {
  const language = useLanguage();
  const { site, company, allHomePage } = useStaticQuery<Queries.SiteFactsQuery>(graphql`
    query SiteFacts {
      site {
        siteMetadata {
          siteUrl
        }
      }
      company {
        name
        shortName
        legalForm
        email
        copyrightYear
        phone
        vatId
        address {
          street
          postalCode
          city
          country
        }
        social {
          url
        }
      }
      allHomePage {
        nodes {
          language
          seo {
            description
          }
        }
      }
    }
  `);
  if (!company) throw new Error("content/company.de.md is missing");
  const homePage = allHomePage?.nodes.find((node) => node.language === language);
  const organization: OrganizationFacts | null = homePage ? { ...company, description: homePage.seo.description } : null;
  return { siteUrl: site?.siteMetadata?.siteUrl ?? "", company, organization };
}
