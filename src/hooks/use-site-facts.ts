import { graphql, useStaticQuery } from "gatsby";
import { useLanguage } from "../i18n/language";

/** The site's address (SITE_URL, no trailing slash) and the company facts; `organization` for schema.org data. */
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
  const organization = homePage ? { ...company, description: homePage.seo.description } : null;
  return { siteUrl: site?.siteMetadata?.siteUrl ?? "", company, organization };
}
