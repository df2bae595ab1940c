import { css } from "@emotion/react";
import { colors, font, mq, radius, space } from "../theme/tokens";

/** An article's body from Markdown: headings, lists, tables, code and images that fit a 320 px screen. */
export const articleBody = css`
  overflow-wrap: break-word;
  h2 {
    margin: ${space.xl} 0 ${space.md};
    font-size: 1.5rem;
    scroll-margin-top: ${space.lg};
  }
  h3 {
    margin: ${space.lg} 0 ${space.sm};
    font-size: 1.2rem;
    scroll-margin-top: ${space.lg};
  }
  li {
    margin-bottom: ${space.xs};
  }
  table {
    width: 100%;
    border-collapse: collapse;
    margin: ${space.md} 0;
  }
  /* A column is never narrower than its longest word (or syllable, where the browser hyphenates German); only on a
     phone may a browser without German hyphenation break a word at the cell's edge. */
  ${mq.small} {
    table {
      overflow-wrap: anywhere;
    }
  }
  th,
  td {
    padding: ${space.sm};
    border: 1px solid ${colors.line};
    text-align: left;
    vertical-align: top;
  }
  code {
    font-family: ${font.mono};
    font-size: 0.95em;
  }
  pre {
    overflow-x: auto;
    padding: ${space.md};
    border-radius: ${radius.sm};
    background: ${colors.canvas};
  }
  /* An image from the Markdown (gatsby-remark-images): its wrapper reserves the box, the image covers it. */
  .gatsby-resp-image-wrapper {
    overflow: hidden;
    border-radius: ${radius.sm};
  }
  blockquote {
    margin: ${space.md} 0;
    padding-left: ${space.md};
    border-left: 4px solid ${colors.line};
    color: ${colors.inkMuted};
  }
`;
