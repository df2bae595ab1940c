import { useOrganizationFacts } from "../../hooks/use-organization-facts";
import { useSiteUrl } from "../../hooks/use-site-url";
import { jsonLdScript, organizationData } from "../layout/organization-data";
import { shareImagePath } from "../layout/share-image";

export interface BlogPostingFacts {
  title: string;
  description: string;
  date: string;
  updated: string | null;
  pathname: string;
  author: { name: string; role: string };
}

/** schema.org `BlogPosting` of an article: the author from the team file, the publisher from content/company.md. */
export function BlogPostingJsonLd({ title, description, date, updated, pathname, author }: BlogPostingFacts) {
  const siteUrl = useSiteUrl();
  const company = useOrganizationFacts();
  const url = `${siteUrl}${pathname}`;
  const data = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: title,
    description,
    inLanguage: "de",
    datePublished: date,
    dateModified: updated ?? date,
    url,
    mainEntityOfPage: url,
    image: `${siteUrl}${shareImagePath(pathname)}`,
    author: { "@type": "Person", name: author.name, jobTitle: author.role, url: `${siteUrl}/team/` },
    ...(company ? { publisher: organizationData(siteUrl, company) } : {}),
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />;
}
