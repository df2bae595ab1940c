import { usePageLabels } from "../../i18n/language";

/** "Veröffentlicht am 28. Juni 2025", and the revision's day where there is one, as `<time datetime>`. */
export function ArticleDates({ date, updated }: { date: string; updated?: string | null }) {
  const words = usePageLabels();
  return (
    <>
      {words.publishedOn} <time dateTime={date}>{words.formatDate(date)}</time>
      {updated && (
        <>
          {" · "}
          {words.updatedOn} <time dateTime={updated}>{words.formatDate(updated)}</time>
        </>
      )}
    </>
  );
}
