import type { Labels } from "./de";

/** The interface labels of the English pages: the German table's keys, in English (the build compares the keys). */
export const labels: Labels = {
  // One wording for the way home, in sentence case like every English heading and button (docs/content.md, "House style").
  backToHome: "Back to home",
  backToStart: "Back to home",
  moreInfo: "More info",
  goToProject: "Go to project page",
  languageSwitch: "Language",
  closeDialog: "Close",
  skipToContent: "Skip to content",
  homeLink: "Back to home",
  footerNav: "Projects, blog, contact and legal information",
  projects: "Projects",
  blog: "Blog",
  kontakt: "Contact",
  impressum: "Legal notice",
  datenschutz: "Privacy",
  barrierefreiheit: "Accessibility",
  cookieSection: "use-of-cookies",
  consentSettings: "Cookie settings",
  linkedin: "LinkedIn",
  website: "Website",
  quoted: (text: string) => `“${text}”`,
  sending: "Sending…",
  sendSuccess: "Thank you for your message! We will get back to you shortly.",
  sendError: "Something went wrong. Please try again later.",
  pauseAnimation: { pause: "Pause animation", resume: "Resume animation" },
  pauseMarquee: { pause: "Pause scrolling text", resume: "Resume scrolling text" },
  pauseTypewriter: { pause: "Pause typing animation", resume: "Resume typing animation" },
};
