/** An article's address: its file name under /blog/. */
export const articlePath = (slug: string) => `/blog/${slug}/`;
