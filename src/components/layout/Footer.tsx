import { css } from "@emotion/react";
import { useLabels, useLocalAddress, usePageLabels } from "../../i18n/language";
import { CONTACT_PAGE } from "../../../core/contact/contact-request";
import { consentSettingsAttribute } from "./consent-settings-script";
import { colors, space } from "../../theme/tokens";

const footer = css`
  margin-top: auto;
  padding: ${space.xl} ${space.md};
  border-top: 1px solid ${colors.line};
  background: ${colors.paper};
  color: ${colors.inkMuted};
  font-size: 0.95rem;
  text-align: center;
  /* On paper two lines under the text (the copyright, the page's address), kept together. */
  @media print {
    margin-top: ${space.xl};
    padding: ${space.md} 0 0;
    break-inside: avoid;
  }
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

/** "Cookie-Einstellungen": the privacy policy's section on cookies until the head's script opens the provider's settings. */
export function ConsentSettingsLink() {
  const labels = useLabels();
  const privacyPolicy = useLocalAddress()("/datenschutz/") ?? "/datenschutz/";
  return (
    <a href={`${privacyPolicy}#${labels.cookieSection}`} {...{ [consentSettingsAttribute]: "" }}>
      {labels.consentSettings}
    </a>
  );
}

interface FooterProps {
  companyName: string;
  copyrightYear: number;
  /** The page's own address (its canonical URL), printed in its stead since paper has no address bar. */
  address?: string;
  versionDate?: string | null;
}

/**
 * The footer's links as default-language addresses; a translated page shows those it has in its own language. On
 * paper the links give way to the page's address and, where its content has no date of its own, the day of its version.
 */
export function Footer({ companyName, copyrightYear, address, versionDate }: FooterProps) {
  const labels = useLabels();
  const words = usePageLabels();
  const localAddress = useLocalAddress();
  const links = (
    [
      ["/projects/", labels.projects],
      ["/blog/", labels.blog],
      [CONTACT_PAGE, labels.kontakt],
      ["/impressum/", labels.impressum],
      ["/datenschutz/", labels.datenschutz],
      ["/barrierefreiheit/", labels.barrierefreiheit],
    ] as const
  ).flatMap(([address, label]) => {
    const href = localAddress(address);
    return href ? [[href, label] as const] : [];
  });
  return (
    <footer css={footer}>
      <p css={{ margin: 0 }}>
        © {copyrightYear} {companyName}
      </p>
      {address && (
        <p data-print-only="">
          {words.onlineAt} {address}
          {versionDate && (
            <>
              {" · "}
              {words.versionOf} <time dateTime={versionDate}>{words.formatDate(versionDate)}</time>
            </>
          )}
        </p>
      )}
      <nav aria-label={labels.footerNav} data-screen-only="">
        <ul css={list}>
          {links.map(([href, label]) => (
            <li key={href}>
              <a href={href}>{label}</a>
            </li>
          ))}
          <li>
            <ConsentSettingsLink />
          </li>
        </ul>
      </nav>
    </footer>
  );
}
