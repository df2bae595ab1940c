import { shareImagePath } from "./share-image";

export interface OrganizationFacts {
  name: string;
  legalForm: string;
  email: string;
  address: { street: string; postalCode: string; city: string; country: string };
  social: readonly { url: string }[] | null;
}

/** The agency as schema.org data, from content/company.md: the home page's JSON-LD and every article's publisher. */
export function organizationData(siteUrl: string, company: OrganizationFacts) {
  return {
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
}

/** A JSON-LD script; "<" is escaped so no value can close the script element. */
export const jsonLdScript = (data: object) => JSON.stringify(data).replace(/</g, "\\u003c");
