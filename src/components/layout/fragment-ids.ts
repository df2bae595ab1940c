/**
 * The ids an address can name (`/en/web-design/#services`), the same in every language: an id is part of the
 * address a visitor sees and shares, so it holds no word of one language's pages.
 */
export const fragmentIds = {
  /** The main content of every page, the skip link's target. */
  content: "content",
  /** The Webdesign page's cards, the hero's scroll arrow's target. */
  webdesignCards: "services",
  /** The details dialog of the projects page's `position`-th project (1 for the first). */
  project: (position: number) => `project-${position}`,
  /** The contact dialog, the prefix of its fields' ids. */
  contactDialog: "contact-dialog",
  /** The prefix of the contact page's fields' ids. */
  contactForm: "contact-form",
};
