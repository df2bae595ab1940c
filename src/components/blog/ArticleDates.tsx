import { useLabels } from "../../i18n/language";

/** "Veröffentlicht am 28. Juni 2025", and the revision's day where there is one, as `<time datetime>`. */
export function ArticleDates({ date, updated }: { date: string; updated?: string | null }) {
  const labels = useLabels();
  return (
    <>
      {labels.publishedOn} <time dateTime={date}>{labels.formatDate(date)}</time>
      {updated && (
        <>
          {" · "}
          {labels.updatedOn} <time dateTime={updated}>{labels.formatDate(updated)}</time>
        </>
      )}
    </>
  );
}
