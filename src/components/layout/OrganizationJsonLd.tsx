import { useOrganizationFacts } from "../../hooks/use-organization-facts";
import { useSiteUrl } from "../../hooks/use-site-url";
import { jsonLdScript, organizationData } from "./organization-data";

/** schema.org data about the agency for search engines, from content/company.md. */
export function OrganizationJsonLd() {
  const siteUrl = useSiteUrl();
  const company = useOrganizationFacts();
  if (!company) return null;
  const data = { "@context": "https://schema.org", ...organizationData(siteUrl, company) };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />;
}
