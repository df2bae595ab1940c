import type { PageLabels } from "./de-pages";
import { formatDate } from "../views/format-date";

/** The English pages' words outside the islands (src/i18n/de-pages.ts): the same keys, in English. */
export const pageLabels: PageLabels = {
  onlineAt: "Online at",
  versionOf: "Version of",
  standDate: "Last updated",
  blogPage: "Page",
  pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
  blogPagination: "More articles",
  newerArticles: "Newer articles",
  olderArticles: "Older articles",
  backToBlog: "All articles",
  topicHeading: "Topic",
  topicsOfArticle: "Topics",
  publishedOn: "Published on",
  updatedOn: "Updated on",
  readingTime: (minutes: number) => `Reading time: ${minutes} ${minutes === 1 ? "minute" : "minutes"}`,
  byAuthor: "By",
  shareImageAlt: (title: string, siteName: string) => `Preview image with the title “${title}” and the name of the agency, ${siteName}`,
  formatDate: (isoDate: string) => formatDate(isoDate, "en"),
  draft: "Draft",
  noArticles: "No articles yet.",
  blogTopicSegment: "topic",
  blogPageSegment: "page",
  topicNames: {
    webdesign: "Web design & development",
    ai: "AI & automation",
    digital_marketing: "Digital marketing",
    social_media: "Social media marketing",
    barrierefreiheit: "Accessibility",
    ladezeit: "Loading time & performance",
    recht: "Law & regulation",
  } as Record<string, string>,
};
