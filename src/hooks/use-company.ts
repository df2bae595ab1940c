import { graphql, useStaticQuery } from "gatsby";

/** The company facts every layout needs (logo, footer), from content/company.md. */
export function useCompany() {
  const data = useStaticQuery<Queries.UseCompanyQuery>(graphql`
    query UseCompany {
      company {
        name
        shortName
        legalForm
        email
        copyrightYear
      }
    }
  `);
  if (!data.company) throw new Error("content/company.md is missing");
  return data.company;
}
