import { css } from "@emotion/react";
import { languagePrefix, languages } from "../../../core/languages";
import { useAlternates, useLabels, useLanguage } from "../../i18n/language";
import { colors, space } from "../../theme/tokens";

// Placed by the header it stands in (layouts.tsx).
const switchLinks = css`
  display: flex;
  gap: ${space.sm};
  a {
    display: inline-block;
    padding: ${space.xs} ${space.sm};
    color: ${colors.ink};
    font-weight: 600;
  }
`;

/** A plain link to this page in each other language, or to that language's start page where it has no translation. */
export function LanguageSwitch() {
  const language = useLanguage();
  const alternates = useAlternates();
  const { languageSwitch } = useLabels();
  const others = languages.filter((other) => other.code !== language);
  return (
    <nav css={switchLinks} aria-label={languageSwitch}>
      {others.map(({ code, name }) => (
        <a key={code} href={alternates[code] ?? `${languagePrefix(code)}/`} hrefLang={code} lang={code}>
          {name}
        </a>
      ))}
    </nav>
  );
}
