import type { Labels } from "./de";

/** The interface labels of the English pages: the German table's keys, in English (the build compares the keys). */
export const labels: Labels = {
  backToHome: "Back to Home",
  backToStart: "Back to the home page",
  moreInfo: "More Info",
  goToProject: "Go to project page",
  languageSwitch: "Language",
  closeDialog: "Close",
  skipToContent: "Skip to content",
  homeLink: "To the home page",
  footerNav: "Blog, contact and legal information",
  blog: "Blog",
  kontakt: "Contact",
  impressum: "Legal notice",
  datenschutz: "Privacy",
  barrierefreiheit: "Accessibility",
  /** The anchor of the privacy policy's section on cookies (its heading), where the footer's cookie link leads. */
  cookieSection: "use-of-cookies",
  consentSettings: "Cookie settings",
  linkedin: "LinkedIn",
  website: "Website",
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
  formatDate: (isoDate: string) => {
    const [year, month, day] = isoDate.split("-").map(Number);
    const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
    return `${day} ${months[month - 1]} ${year}`;
  },
  draft: "Draft",
  noArticles: "No articles yet.",
  sending: "Sending …",
  sendSuccess: "Thank you for your message! We will get back to you shortly.",
  sendError: "Something went wrong. Please try again later.",
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
  pauseAnimation: { pause: "Pause animation", resume: "Resume animation" },
  pauseMarquee: { pause: "Pause scrolling text", resume: "Resume scrolling text" },
  pauseTypewriter: { pause: "Pause typing animation", resume: "Resume typing animation" },
};
