// Month names by table: a page's first Intl.DateTimeFormat costs a phone several milliseconds of start-up.
const months = {
  de: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
};

/** "2024-10-18" -> "18. Oktober 2024". */
export function formatGermanDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day}. ${months.de[month - 1]} ${year}`;
}

/** "2024-10-18" -> "18 October 2024". */
export function formatEnglishDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day} ${months.en[month - 1]} ${year}`;
}
