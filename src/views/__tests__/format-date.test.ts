import { formatDate } from "../format-date";

describe("formatDate", () => {
  it.each([
    ["de", "de-DE", "2024-10-18", "18. Oktober 2024"],
    ["de", "de-DE", "2025-03-01", "1. März 2025"],
    ["de", "de-DE", "2026-12-31", "31. Dezember 2026"],
    ["en", "en-GB", "2024-10-18", "18 October 2024"],
    ["en", "en-GB", "2025-03-01", "1 March 2025"],
  ] as const)("in %s: %s -> %s, as Intl formats it for %s", (language, locale, iso, expected) => {
    expect(formatDate(iso, language)).toBe(expected);
    const intl = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    expect(formatDate(iso, language)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
  });
});
