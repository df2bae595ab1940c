import { useSiteFacts } from "../../hooks/use-site-facts";
import { useHomeAddress, useLanguage, useLocalAddress } from "../../i18n/language";
import { logoImage } from "./logo-image";
import { shareImagePath } from "./share-image";

/** content/company.de.md's facts with the start page's description. */
export type OrganizationFacts = Omit<NonNullable<Queries.SiteFactsQuery["company"]>, "copyrightYear"> & { description: string };

type Article = NonNullable<Queries.BlogPostPageQuery["blogPost"]>;
type BlogPostingFacts = Pick<Article, "title" | "description" | "date" | "updated"> & {
  pathname: string;
  author: Pick<Article["authorProfile"], "name" | "role">;
};

/**
 * The agency as schema.org data (the home page's and every article's publisher), as Google's rules recommend; its
 * image is the share image of the start page in the page's language (`homePath`).
 */
export function organizationData(siteUrl: string, company: OrganizationFacts, homePath = "/") {
  return {
    "@type": "ProfessionalService",
    name: company.name,
    ...(company.shortName !== company.name ? { alternateName: company.shortName } : {}),
    legalName: `${company.name} ${company.legalForm}`,
    description: company.description,
    url: `${siteUrl}/`,
    logo: { "@type": "ImageObject", url: `${siteUrl}${logoImage.path}`, width: logoImage.width, height: logoImage.height },
    image: `${siteUrl}${shareImagePath(homePath)}`,
    email: company.email,
    ...(company.phone ? { telephone: company.phone } : {}),
    ...(company.vatId ? { vatID: company.vatId } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      postalCode: company.address.postalCode,
      addressLocality: company.address.city,
      // Content declares it by its ISO 3166-1 code, which schema.org asks for.
      addressCountry: company.address.country,
    },
    sameAs: (company.social ?? []).map((link) => link.url),
  };
}

/** A JSON-LD script; "<" is escaped so no value can close the script element. */
function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}

export function OrganizationJsonLd() {
  const { siteUrl, organization } = useSiteFacts();
  const homePath = useHomeAddress();
  return organization && <JsonLd data={{ "@context": "https://schema.org", ...organizationData(siteUrl, organization, homePath) }} />;
}

export function BlogPostingJsonLd({ title, description, date, updated, pathname, author }: BlogPostingFacts) {
  const { siteUrl, organization } = useSiteFacts();
  const language = useLanguage();
  const homePath = useHomeAddress();
  const url = `${siteUrl}${pathname}`;
  const data = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: title,
    description,
    inLanguage: language,
    datePublished: date,
    dateModified: updated ?? date,
    url,
    mainEntityOfPage: url,
    image: `${siteUrl}${shareImagePath(pathname)}`,
    author: { "@type": "Person", name: author.name, jobTitle: author.role, url: `${siteUrl}${useLocalAddress()("/team/") ?? "/team/"}` },
    ...(organization ? { publisher: organizationData(siteUrl, organization, homePath) } : {}),
  };
  return <JsonLd data={data} />;
}
