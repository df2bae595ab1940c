import { css } from "@emotion/react";
import { PageHeading } from "../components/layout/PageHeading";
import { usePageLabels } from "../i18n/language";
import { colors, layout, radius, space } from "../theme/tokens";
import { articleBody } from "./article-body-css";

type LegalPage = NonNullable<Queries.LegalPageQuery["legalPage"]>;
type LegalViewProps = Pick<LegalPage, "title" | "date" | "tocHeading" | "headings" | "html"> & Partial<Pick<LegalPage, "dateLabel">>;

const toc = css`
  margin: ${space.lg} 0;
  padding: ${space.lg};
  border-radius: ${radius.md};
  background: ${colors.paper};
  border: 1px solid ${colors.line};
  h2 {
    margin: 0 0 ${space.sm};
    font-size: 1.2rem;
  }
  ol {
    margin: 0;
    padding-left: 1.4rem;
  }
  /* A block, so an entry that wraps keeps its number on its first line. */
  a {
    display: block;
    padding: 2px 0;
  }
`;

/** Impressum, Datenschutz, Barrierefreiheit, with a table of contents when the file asks for one. */
export function LegalView({ title, date, dateLabel, tocHeading, headings, html }: LegalViewProps) {
  const words = usePageLabels();
  return (
    <div css={[articleBody, { maxWidth: layout.textWidth, margin: "0 auto" }]}>
      <PageHeading title={title} />
      {date && (
        <p>
          {dateLabel || words.standDate}: <time dateTime={date}>{words.formatDate(date)}</time>
        </p>
      )}
      {tocHeading && (
        <nav css={toc} aria-labelledby="toc-heading">
          <h2 id="toc-heading">{tocHeading}</h2>
          <ol>
            {headings.map((heading) => (
              <li key={heading.id}>
                <a href={`#${heading.id}`}>{heading.value}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
