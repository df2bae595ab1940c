import { graphql, useStaticQuery } from "gatsby";

/** The company facts search engines get as schema.org data, from content/company.md. */
export function useOrganizationFacts() {
  const { company } = useStaticQuery<Queries.OrganizationJsonLdQuery>(graphql`
    query OrganizationJsonLd {
      company {
        name
        legalForm
        email
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
    }
  `);
  return company;
}
