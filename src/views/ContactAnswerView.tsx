import { css } from "@emotion/react";
import { PageHeading } from "../components/layout/PageHeading";
import { primaryButton } from "../components/ui/button-styles";
import { useLabels, useLanguage, useLocalAddress } from "../i18n/language";
import { CONTACT_PAGE } from "../../core/contact/contact-request";
import { formProblems } from "../../core/contact/form-post-answer";
import { colors, layout, radius, space } from "../theme/tokens";

interface ContactAnswerViewProps {
  title: string;
  intro: string;
  /** On the problem page: every reason, each under the anchor the endpoint sends the visitor to. */
  problems?: readonly { anchor: string; text: string }[];
  toFormLink?: string;
  /** On the problem page: the agency's address, for a visitor who would rather write an e-mail. */
  emailAlternative?: { text: string; email: string };
}

// Only the reason the address names (#e-mail, …) shows; without one, all but a preview's (`data-named-only`).
const reasons = css`
  max-width: ${layout.textWidth};
  margin: 0 0 ${space.xl};
  padding: 0;
  list-style: none;
  li {
    display: none;
    padding: ${space.md} ${space.lg};
    border-left: 4px solid ${colors.error};
    border-radius: ${radius.sm};
    background: ${colors.paper};
    font-weight: 600;
  }
  li:target,
  &:not(:has(li:target)) li:not([data-named-only]) {
    display: block;
  }
  &:not(:has(li:target)) li:not([data-named-only]) ~ li:not([data-named-only]) {
    margin-top: ${space.sm};
  }
`;

const links = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
`;

/** /kontakt/danke/ and /kontakt/fehler/: where a form post from /kontakt/ lands. */
export function ContactAnswerView({ title, intro, problems, toFormLink, emailAlternative }: ContactAnswerViewProps) {
  const labels = useLabels();
  const localAddress = useLocalAddress();
  const language = useLanguage();
  return (
    <>
      <PageHeading title={title} intro={intro} />
      {problems && (
        <ul css={reasons}>
          {problems.map((problem) => (
            <li key={problem.anchor} id={problem.anchor} data-named-only={problem.anchor === formProblems[language].preview || undefined}>
              {problem.text}
            </li>
          ))}
        </ul>
      )}
      {emailAlternative && (
        <p>
          {emailAlternative.text} <a href={`mailto:${emailAlternative.email}`}>{emailAlternative.email}</a>.
        </p>
      )}
      <p css={links}>
        <a href={toFormLink ? (localAddress(CONTACT_PAGE) ?? CONTACT_PAGE) : localAddress("/")} css={primaryButton}>
          {toFormLink || labels.homeLink}
        </a>
      </p>
    </>
  );
}
