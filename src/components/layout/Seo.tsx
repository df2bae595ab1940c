import type { ComponentType, ReactNode } from "react";
import type { HeadProps } from "gatsby";
import { useSiteFacts } from "../../hooks/use-site-facts";
import { shareImageAlt, shareImagePath, shareImageSize } from "./share-image";
import { defaultLanguage, hreflangLinks, languages } from "../../../core/languages";
import { PageLanguageProvider, type PageLanguage } from "../../i18n/language";
import type { ListPageContext } from "../../fragments/article-teaser";

interface SeoProps {
  title: string;
  description: string;
  keywords: readonly string[];
  /** The page's path, e.g. "/team/"; the canonical URL is built from it. */
  pathname: string;
  /** The page context: its language and its addresses in the languages it exists in. */
  page: Partial<PageLanguage>;
  /** An article's days (YYYY-MM-DD): Open Graph type `article` with its published and modified time. */
  article?: { published: string; modified: string };
  children?: ReactNode;
}

/** Every page's <head> (Gatsby Head API), which renders outside the page's language provider: it sets up its own. */
export function Seo({ title, description, keywords, pathname, page, article, children }: SeoProps) {
  const { siteUrl, company } = useSiteFacts();
  const siteName = company.name;
  const url = `${siteUrl}${pathname}`;
  const image = `${siteUrl}${shareImagePath(pathname)}`;
  const imageAlt = shareImageAlt(title, siteName, page.language);
  const locale = languages.find((language) => language.code === (page.language ?? defaultLanguage))!.locale;
  const otherLocales = languages.filter((language) => language.locale !== locale && page.alternates?.[language.code]);
  return (
    <PageLanguageProvider page={page}>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords.join(", ")} />
      <meta name="robots" content="index, follow" />
      <link rel="canonical" href={url} />
      {hreflangLinks(page.alternates).map(({ lang, url: address }) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={`${siteUrl}${address}`} />
      ))}
      <meta property="og:type" content={article ? "article" : "website"} />
      {article && <meta property="article:published_time" content={article.published} />}
      {article && <meta property="article:modified_time" content={article.modified} />}
      <meta property="og:locale" content={locale} />
      {otherLocales.map((language) => (
        <meta key={language.code} property="og:locale:alternate" content={language.locale} />
      ))}
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
    </PageLanguageProvider>
  );
}

type SeoTexts = Pick<SeoProps, "title" | "description" | "keywords">;

/** A page's `Head` export from the texts `seo` picks from the page query's data, with `Extra` (schema.org data) in it. */
export const seoHead =
  <Data,>(seo: (data: Data) => SeoTexts, Extra?: ComponentType) =>
  ({ data, location, pageContext }: HeadProps<Data, Partial<PageLanguage>>) => (
    <Seo {...seo(data)} pathname={location.pathname} page={pageContext}>
      {Extra && <Extra />}
    </Seo>
  );

/** The `Head` of a list of articles: its page's title, and the newer and older page as `prev` and `next`. */
export const listHead =
  <Data, Context extends ListPageContext>(seo: (data: Data, context: Context) => Omit<SeoTexts, "title">) =>
  ({ data, location, pageContext }: HeadProps<Data, Context>) => (
    <Seo {...seo(data, pageContext)} title={pageContext.pageTitle} pathname={location.pathname} page={pageContext}>
      {pageContext.newerPath && <link rel="prev" href={pageContext.newerPath} />}
      {pageContext.olderPath && <link rel="next" href={pageContext.olderPath} />}
    </Seo>
  );

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
