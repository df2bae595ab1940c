/** "2024-10-18" -> "18. Oktober 2024" */
export function formatGermanDate(isoDate: string): string {
  return new Intl.DateTimeFormat("de-DE", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
