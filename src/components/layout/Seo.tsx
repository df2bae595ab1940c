import type { ReactNode } from "react";
import type { HeadProps } from "gatsby";
import { useSiteFacts } from "../../hooks/use-site-facts";
import { shareImageAlt, shareImagePath, shareImageSize } from "./share-image";

export interface SeoProps {
  title: string;
  description: string;
  keywords: readonly string[];
  /** The page's path, e.g. "/team/"; the canonical URL is built from it. */
  pathname: string;
  /** An article's days (YYYY-MM-DD): Open Graph type `article` with its published and modified time. */
  article?: { published: string; modified: string };
  children?: ReactNode;
}

/** Every page's <head>: used by each page's `Head` export (Gatsby Head API). */
export function Seo({ title, description, keywords, pathname, article, children }: SeoProps) {
  const { siteUrl, company } = useSiteFacts();
  const siteName = company.name;
  const url = `${siteUrl}${pathname}`;
  // Drawn at build time from this page's title and the company name (gatsby-node.ts).
  const image = `${siteUrl}${shareImagePath(pathname)}`;
  const imageAlt = shareImageAlt(title, siteName);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords.join(", ")} />
      <meta name="robots" content="index, follow" />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={article ? "article" : "website"} />
      {article && <meta property="article:published_time" content={article.published} />}
      {article && <meta property="article:modified_time" content={article.modified} />}
      <meta property="og:locale" content="de_DE" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(shareImageSize.width)} />
      <meta property="og:image:height" content={String(shareImageSize.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      {children}
    </>
  );
}

type SeoTexts = Pick<SeoProps, "title" | "description" | "keywords">;

/** A page's `Head` export: its head from the texts `seo` picks from the page query's data. */
export const seoHead =
  <Data,>(seo: (data: Data) => SeoTexts) =>
  ({ data, location }: HeadProps<Data>) => <Seo {...seo(data)} pathname={location.pathname} />;

type PageTextData = { pageText: { seo: SeoTexts } | null };

/** The `Head` of a page whose texts come from content/pages/ (`pageText`). */
export const pageTextHead = seoHead((data: PageTextData) => data.pageText!.seo);

/** The `Head` of such a page that search engines should not list (the 404 page, the answers to a form post). */
export function NoIndexSeo({ data }: HeadProps<PageTextData>) {
  const { title, description } = data.pageText!.seo;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="robots" content="noindex, follow" />
    </>
  );
}
