import "~/messages/static-page-messages.ts";
import { type CourseView, CoursePageView } from "./course-page.tsx";
import { tableClass } from "./table-scroll.tsx";
import { useT } from "~/lib/language.tsx";

export function WorkingProfessionalPage({
  page: course,
}: {
  page: CourseView & { seats: { branch: string; seats: number }[] };
}) {
  const t = useT();
  const { page, seats, document } = course;
  return (
    <CoursePageView page={page} document={document}>
      {seats.length > 0 ? (
        <section aria-labelledby="seats-heading">
          <h2 id="seats-heading" className="mb-3 text-xl font-bold text-brand-900 sm:text-2xl">
            {t("course.seats")}
          </h2>
          <table className={`${tableClass.table} max-w-sm`}>
            <caption className="sr-only">{t("course.seatsCaption")}</caption>
            <thead className={tableClass.head}>
              <tr>
                <th scope="col" className={tableClass.th}>
                  {t("course.branch")}
                </th>
                <th scope="col" className={tableClass.th}>
                  {t("course.seats")}
                </th>
              </tr>
            </thead>
            <tbody>
              {seats.map((line) => (
                <tr key={line.branch} className={tableClass.row}>
                  <th scope="row" className={`${tableClass.td} font-normal`}>
                    {/* A programme's name as the office types it: English (no Hindi is kept for it). */}
                    <span lang="en">{line.branch}</span>
                  </th>
                  <td className={tableClass.td}>{line.seats}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </CoursePageView>
  );
}
