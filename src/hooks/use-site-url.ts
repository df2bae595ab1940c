import { graphql, useStaticQuery } from "gatsby";

/** The absolute site address from gatsby-config (SITE_URL), without a trailing slash. */
export function useSiteUrl(): string {
  const data = useStaticQuery<Queries.UseSiteUrlQuery>(graphql`
    query UseSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  return data.site?.siteMetadata?.siteUrl ?? "";
}
