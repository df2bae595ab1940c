import type { PageLanguage } from "../i18n/language";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { SimpleLayout } from "../components/layout/layouts";
import { Seo } from "../components/layout/Seo";
import { BlogPostingJsonLd } from "../components/layout/json-ld";
import { BlogPostView } from "../views/BlogPostView";
import { articleCallToAction } from "../components/blog/call-to-action";
import { withImage } from "../fragments/image";

type Data = Queries.BlogPostPageQuery;

export default function BlogPostTemplate({ data }: PageProps<Data>) {
  const post = data.blogPost!;
  const picture = post.image?.src.childImageSharp?.gatsbyImageData;
  const cta = articleCallToAction(post.cta, data.blogText!);
  return (
    <SimpleLayout contactDialog>
      <BlogPostView
        {...post}
        author={withImage(post.authorProfile)}
        topics={post.topicList}
        picture={picture ? { image: getImage(picture)!, alt: post.image!.alt } : null}
        ctaIntro={cta.intro}
        ctaText={cta.text}
      />
    </SimpleLayout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Data, Partial<PageLanguage>>) {
  const post = data.blogPost!;
  return (
    <Seo
      title={post.title}
      description={post.description}
      keywords={post.topicList.map((topic) => topic.label)}
      pathname={location.pathname}
      page={pageContext}
      article={{ published: post.date, modified: post.updated ?? post.date }}
    >
      <BlogPostingJsonLd {...post} pathname={location.pathname} author={post.authorProfile} />
    </Seo>
  );
}

export const query = graphql`
  query BlogPostPage($id: String!, $language: String!) {
    blogPost(id: { eq: $id }) {
      title
      description
      date
      updated
      timeToRead
      draft
      html
      image {
        alt
        src {
          childImageSharp {
            gatsbyImageData(width: 736, layout: CONSTRAINED, placeholder: BLURRED)
          }
        }
      }
      cta {
        intro
        text
      }
      topicList {
        label
        path
      }
      authorProfile {
        name
        role
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 64, height: 64, layout: FIXED, placeholder: BLURRED)
          }
        }
      }
    }
    blogText(language: { eq: $language }) {
      ctaIntro
      ctaText
    }
  }
`;
