const months = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"];

/**
 * "2024-10-18" -> "18. Oktober 2024". A month table rather than Intl.DateTimeFormat: the
 * first German formatter a page creates costs a phone several milliseconds of start-up.
 */
export function formatGermanDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day}. ${months[month - 1]} ${year}`;
}
