import type { IGatsbyImageData } from "gatsby-plugin-image";
import { css } from "@emotion/react";
import { ContactButton } from "../components/contact/ContactButton";
import { ArticleDates } from "../components/blog/ArticleDates";
import { ResponsiveImage } from "../components/ui/ResponsiveImage";
import { TopicLinks, type TopicLink } from "../components/blog/TopicLinks";
import { useLanguage, usePageLabels } from "../i18n/language";
import { blogPath } from "../components/blog/article-path";
import { colors, layout, radius, space } from "../theme/tokens";
import { articleBody } from "./article-body-css";

type BlogPostViewProps = Pick<
  NonNullable<Queries.BlogPostPageQuery["blogPost"]>,
  "title" | "date" | "updated" | "timeToRead" | "draft" | "html"
> & {
  author: { name: string; role: string; image: IGatsbyImageData; imageAlt: string };
  topics: readonly TopicLink[];
  picture?: { image: IGatsbyImageData; alt: string } | null;
  ctaIntro: string;
  ctaText: string;
};

const header = css`
  margin: ${space.lg} 0 ${space.xl};
  h1 {
    margin: ${space.md} 0;
    font-size: clamp(1.8rem, 5vw, 2.6rem);
  }
`;

const meta = css`
  margin: 0 0 ${space.md};
  color: ${colors.inkMuted};
`;

const byline = css`
  display: flex;
  align-items: center;
  gap: ${space.md};
  margin: ${space.md} 0;
  p {
    margin: 0;
  }
`;

const avatar = css`
  flex: none;
  border-radius: ${radius.round};
`;

const closing = css`
  margin: ${space.xxl} 0 0;
  padding: ${space.lg};
  border-radius: ${radius.md};
  background: ${colors.canvas};
  text-align: center;
  p {
    margin: 0 0 ${space.lg};
    font-size: 1.1rem;
  }
`;

export function BlogPostView(article: BlogPostViewProps) {
  const words = usePageLabels();
  const { author, picture } = article;
  return (
    <article css={{ maxWidth: layout.textWidth, margin: "0 auto" }}>
      <header css={header}>
        <a href={blogPath(useLanguage())} data-screen-only="">
          <span aria-hidden="true">←&nbsp;</span>
          {words.backToBlog}
        </a>
        <h1>
          {article.title}
          {article.draft && <> ({words.draft})</>}
        </h1>
        <p css={meta}>
          <ArticleDates date={article.date} updated={article.updated} /> · {words.readingTime(article.timeToRead)}
        </p>
        <div css={byline}>
          <ResponsiveImage css={avatar} image={author.image} alt={author.imageAlt} />
          <p>
            {words.byAuthor} <strong>{author.name}</strong>
            <br />
            {author.role}
          </p>
        </div>
      </header>
      {picture && <ResponsiveImage css={{ borderRadius: radius.md, marginBottom: space.xl }} image={picture.image} alt={picture.alt} />}
      <div css={articleBody} dangerouslySetInnerHTML={{ __html: article.html }} />
      <div css={{ marginTop: space.xl }}>
        <h2 css={{ fontSize: "1.1rem" }}>{words.topicsOfArticle}</h2>
        <TopicLinks topics={article.topics} label={words.topicsOfArticle} />
      </div>
      <section css={closing} aria-label={article.ctaText} data-screen-only="">
        <p>{article.ctaIntro}</p>
        <ContactButton>{article.ctaText}</ContactButton>
      </section>
    </article>
  );
}
