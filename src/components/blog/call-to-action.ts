/**
 * The call to action below an article: its own where it sets one, else the blog's shared one. An article on a legal
 * topic needs its own, because the shared one may read as an offer to answer a legal question (§ 2 RDG).
 */
export const articleCallToAction = (
  own: { intro: string; text: string } | null | undefined,
  shared: { readonly ctaIntro: string; readonly ctaText: string },
) => own ?? { intro: shared.ctaIntro, text: shared.ctaText };
