// Month names by table: a page's first Intl.DateTimeFormat costs a phone several milliseconds of start-up.
const months = {
  de: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
};

/** "2024-10-18" -> "18. Oktober 2024" in German, "18 October 2024" in English. */
export function formatDate(isoDate: string, language: keyof typeof months): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day}${language === "de" ? "." : ""} ${months[language][month - 1]} ${year}`;
}
