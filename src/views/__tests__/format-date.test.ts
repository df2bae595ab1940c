import { formatDate } from "../format-date";

describe("formatDate", () => {
  it.each([
    ["2024-10-18", "18. Oktober 2024"],
    ["2025-03-01", "1. März 2025"],
    ["2026-12-31", "31. Dezember 2026"],
  ])("%s -> %s, as Intl formats it for de-DE", (iso, german) => {
    expect(formatDate(iso, "de")).toBe(german);
    const intl = new Intl.DateTimeFormat("de-DE", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    expect(formatDate(iso, "de")).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
  });
});

describe("formatDate in English", () => {
  it.each([
    ["2024-10-18", "18 October 2024"],
    ["2025-03-01", "1 March 2025"],
  ])("%s -> %s, as Intl formats it for en-GB", (iso, english) => {
    expect(formatDate(iso, "en")).toBe(english);
    const intl = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    expect(formatDate(iso, "en")).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
  });
});
