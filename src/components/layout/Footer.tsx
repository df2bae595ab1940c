import { css } from "@emotion/react";
import { useLabels, useLocalAddress } from "../../i18n/language";
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

/** The footer's links as default-language addresses; a translated page shows those it has in its own language. */
export function Footer({ companyName, copyrightYear }: { companyName: string; copyrightYear: number }) {
  const labels = useLabels();
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
