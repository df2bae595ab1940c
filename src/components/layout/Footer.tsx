import { css } from "@emotion/react";
import { labels } from "../../i18n/de";
import { CONTACT_PAGE } from "../../../core/contact/contact-request";
import { ConsentSettingsLink } from "./ConsentSettingsLink";
import { colors, space } from "../../theme/tokens";

const footer = css`
  margin-top: auto;
  padding: ${space.xl} ${space.md};
  border-top: 1px solid ${colors.line};
  background: ${colors.paper};
  color: ${colors.inkMuted};
  font-size: 0.95rem;
  text-align: center;
`;

const list = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space.lg};
  margin: ${space.sm} 0 0;
  padding: 0;
  list-style: none;
  a {
    color: ${colors.ink};
    display: inline-block;
    padding: ${space.xs} 0;
  }
`;

export interface FooterProps {
  companyName: string;
  copyrightYear: number;
}

export function Footer({ companyName, copyrightYear }: FooterProps) {
  return (
    <footer css={footer}>
      <p css={{ margin: 0 }}>
        © {copyrightYear} {companyName}
      </p>
      <nav aria-label={labels.footerNav}>
        <ul css={list}>
          <li>
            <a href="/blog/">{labels.blog}</a>
          </li>
          <li>
            <a href={CONTACT_PAGE}>{labels.kontakt}</a>
          </li>
          <li>
            <a href="/impressum/">{labels.impressum}</a>
          </li>
          <li>
            <a href="/datenschutz/">{labels.datenschutz}</a>
          </li>
          <li>
            <a href="/barrierefreiheit/">{labels.barrierefreiheit}</a>
          </li>
          <li>
            <ConsentSettingsLink />
          </li>
        </ul>
      </nav>
    </footer>
  );
}
