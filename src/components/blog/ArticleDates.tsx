import { labels } from "../../i18n/de";
import { formatGermanDate } from "../../views/format-date";

/** "Veröffentlicht am 28. Juni 2025", and the revision's day where there is one, as `<time datetime>`. */
export function ArticleDates({ date, updated }: { date: string; updated?: string | null }) {
  return (
    <>
      {labels.publishedOn} <time dateTime={date}>{formatGermanDate(date)}</time>
      {updated && (
        <>
          {" · "}
          {labels.updatedOn} <time dateTime={updated}>{formatGermanDate(updated)}</time>
        </>
      )}
    </>
  );
}
