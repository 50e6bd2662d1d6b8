import "~/messages/static-page-messages.ts";
import { useT } from "~/lib/language.tsx";

/** "2020-07-01" → "01-07-2020", the day-month-year form the college prints on its documents. */
export function formatDayMonthYear(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}-${month}-${year}`;
}

/** "Last updated: 01-07-2020" under a page's content: the date its text took effect or was last published. */
export function LastUpdated({ date }: { date: string }) {
  const t = useT();
  return (
    <p className="border-t border-slate-200 pt-4 text-sm text-slate-700">
      {t("content.lastUpdated")} <time dateTime={date}>{formatDayMonthYear(date)}</time>
    </p>
  );
}
