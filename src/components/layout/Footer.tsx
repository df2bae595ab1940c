import { css } from "@emotion/react";
import { labels } from "../../i18n/de";
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

/**
 * Where "Cookie-Einstellungen" lead while no consent provider's function has taken the link over:
 * the privacy policy's section on cookies, which says what the site stores and, with a consent
 * tool, how to change a choice (its heading "Einsatz von Cookies" gives the anchor).
 */
export const COOKIE_SECTION = "/datenschutz/#einsatz-von-cookies";

/** "Cookie-Einstellungen" in every footer; once the consent provider's script has run, the head's script opens its settings instead. */
export function ConsentSettingsLink() {
  return (
    <a href={COOKIE_SECTION} {...{ [consentSettingsAttribute]: "" }}>
      {labels.consentSettings}
    </a>
  );
}

const links = [
  ["/blog/", labels.blog],
  [CONTACT_PAGE, labels.kontakt],
  ["/impressum/", labels.impressum],
  ["/datenschutz/", labels.datenschutz],
  ["/barrierefreiheit/", labels.barrierefreiheit],
];

export function Footer({ companyName, copyrightYear }: { companyName: string; copyrightYear: number }) {
  return (
    <footer css={footer}>
      <p css={{ margin: 0 }}>
        © {copyrightYear} {companyName}
      </p>
      <nav aria-label={labels.footerNav}>
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
