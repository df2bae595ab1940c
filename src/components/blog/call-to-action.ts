/** The paragraph and the button text below an article; the button opens the contact form. */
export interface CallToAction {
  intro: string;
  text: string;
}

/**
 * The call to action below an article: its own (`cta` in its frontmatter) where it sets one,
 * else the blog's shared one from content/blog.de.md. An article on a legal topic needs its own,
 * because the shared one may read as an offer to answer a legal question (§ 2 RDG).
 */
export function articleCallToAction(
  own: CallToAction | null | undefined,
  shared: { readonly ctaIntro: string; readonly ctaText: string },
): CallToAction {
  return own ?? { intro: shared.ctaIntro, text: shared.ctaText };
}
