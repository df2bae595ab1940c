import type { PageLabels } from "./de-pages";

/** The English pages' words outside the islands (src/i18n/de-pages.ts): the same keys, in English. */
export const pageLabels: PageLabels = {
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
  updatedOn: "Revised on",
  readingTime: (minutes: number) => `Reading time: ${minutes} ${minutes === 1 ? "minute" : "minutes"}`,
  byAuthor: "By",
  shareImageAlt: (title: string, siteName: string) => `Preview image with the title “${title}” and the name of the agency, ${siteName}`,
  formatDate: (isoDate: string) => {
    const [year, month, day] = isoDate.split("-").map(Number);
    const months = [
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ];
    return `${day} ${months[month - 1]} ${year}`;
  },
  draft: "Draft",
  noArticles: "No articles yet.",
  /** The blog's addresses below /blog/: a topic's list and a list's further pages. */
  blogTopicSegment: "topic",
  blogPageSegment: "page",
  /** The blog's topics (the content model's enum BlogTopic) as the pages name them. */
  topicNames: {
    webdesign: "Web design & development",
    ai: "AI & automation",
    digital_marketing: "Digital marketing",
    social_media: "Social media marketing",
    barrierefreiheit: "Accessibility",
    ladezeit: "Loading time & performance",
    recht: "Law",
  } as Record<string, string>,
};
