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
  homeLink: "Go to the home page",
  footerNav: "Blog, contact and legal information",
  blog: "Blog",
  kontakt: "Contact",
  impressum: "Legal notice",
  datenschutz: "Privacy",
  barrierefreiheit: "Accessibility",
  cookieSection: "use-of-cookies",
  consentSettings: "Cookie settings",
  linkedin: "LinkedIn",
  website: "Website",
  sending: "Sending…",
  sendSuccess: "Thank you for your message! We will get back to you shortly.",
  sendError: "Something went wrong. Please try again later.",
  pauseAnimation: { pause: "Pause animation", resume: "Resume animation" },
  pauseMarquee: { pause: "Pause scrolling text", resume: "Resume scrolling text" },
  pauseTypewriter: { pause: "Pause typing animation", resume: "Resume typing animation" },
};
