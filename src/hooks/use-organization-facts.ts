import { graphql, useStaticQuery } from "gatsby";
import type { OrganizationFacts } from "../components/layout/organization-data";

/** The company facts search engines get as schema.org data, from content/company.md and the start page's description. */
export function useOrganizationFacts(): OrganizationFacts | null {
  const { company, homePage } = useStaticQuery<Queries.OrganizationJsonLdQuery>(graphql`
    query OrganizationJsonLd {
      company {
        name
        shortName
        legalForm
        email
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
      homePage {
        seo {
          description
        }
      }
    }
  `);
  if (!company || !homePage) return null;
  return { ...company, description: homePage.seo.description };
}
