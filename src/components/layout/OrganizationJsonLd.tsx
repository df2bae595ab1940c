import { shareImagePath } from "./share-image";
import { useOrganizationFacts } from "../../hooks/use-organization-facts";
import { useSiteUrl } from "../../hooks/use-site-url";

/** schema.org data about the agency for search engines, from content/company.md. */
export function OrganizationJsonLd() {
  const siteUrl = useSiteUrl();
  const company = useOrganizationFacts();
  if (!company) return null;
  const data = {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: `${company.name} ${company.legalForm}`,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    image: `${siteUrl}${shareImagePath("/")}`,
    email: company.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      postalCode: company.address.postalCode,
      addressLocality: company.address.city,
      addressCountry: company.address.country,
    },
    sameAs: (company.social ?? []).map((link) => link.url),
  };
  // "<" is escaped so no value can close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
