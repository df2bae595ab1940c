import { defaultLanguage, languagePrefix, type Language } from "../../core/languages";
import type { Content } from "../content-model/load-content";
import { isBuilt } from "../blog/drafts";

/** One page's address in each language it exists in: a page without a translation has no entry for that language. */
export type Alternates = Partial<Record<Language, string>>;

/** The addresses of the pages made from one content file each, by the file's key (`services/webdesign`, `home`). */
export type SiteRoutes = Map<string, Alternates>;

/** Where each kind of content file puts its page, from its frontmatter's `slug` (an article: its file name). */
function addressOf(type: string, key: string, frontmatter: { slug?: unknown }, language: Language): string | undefined {
  const prefix = languagePrefix(language);
  const slug = typeof frontmatter.slug === "string" ? frontmatter.slug : undefined;
  switch (type) {
    case "HomePage":
      return `${prefix}/`;
    case "ServicePage":
    case "WebdesignPage":
    case "LegalPage":
    case "PageText":
      return slug && `${prefix}/${slug}/`;
    case "BlogText":
      // The article list: its texts' file makes it in each language (gatsby/blog/blog-pages.ts).
      return `${prefix}/blog/`;
    case "BlogPost":
      return `${prefix}/blog/${slug ?? key.slice("blog/".length)}/`;
    default:
      return undefined;
  }
}

/** Every page made from a content file in each language, known before Gatsby's data layer so src/pages/ learn theirs too. */
export function siteRoutes(content: Content, nodeEnv: string | undefined): SiteRoutes {
  const routes: SiteRoutes = new Map();
  const files = [...content.records.values()];
  const drafts = new Set<string>();
  /** Which file makes each address: two that make one would leave a page silently replaced by the other. */
  const madeBy = new Map<string, string>();
  // The default language first: it decides whether an article is a draft.
  files.sort((a, b) => Number(a.language !== defaultLanguage) - Number(b.language !== defaultLanguage));
  for (const { key, language, path: relativePath, type, own: frontmatter } of files) {
    if (!type) continue;
    if (type === "BlogPost" && language === defaultLanguage && !isBuilt(frontmatter, nodeEnv)) drafts.add(key);
    const address = drafts.has(key) ? undefined : addressOf(type, key, frontmatter, language);
    if (!address) continue;
    const other = madeBy.get(address);
    if (other)
      throw new Error(`content/${other} and content/${relativePath} both make the page ${address}: change the slug of one of them`);
    madeBy.set(address, relativePath);
    routes.set(key, { ...routes.get(key), [language]: address });
  }
  // A translation whose default-language page is missing is not a page (the build stops on it elsewhere).
  for (const [key, alternates] of routes) if (!alternates[defaultLanguage]) routes.delete(key);
  return routes;
}

/** A page's content key and addresses by any of its addresses (`/team/`); undefined for a page no content file makes. */
export function routeOf(routes: SiteRoutes, address: string): { key: string; alternates: Alternates } | undefined {
  for (const [key, alternates] of routes) if (Object.values(alternates).includes(address)) return { key, alternates };
  return undefined;
}

/** Each default-language address with its counterpart in `language`, for the links a page in that language shows. */
export function addressesIn(routes: SiteRoutes, language: Language): Record<string, string> {
  const map: Record<string, string> = {};
  for (const alternates of routes.values()) {
    const own = alternates[language];
    if (own) map[alternates[defaultLanguage]!] = own;
  }
  return map;
}
