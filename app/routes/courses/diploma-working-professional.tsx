import { tableClass } from "~/components/content/table-scroll.tsx";
import { useT } from "~/lib/language.tsx";
import { contentMeta } from "~/lib/meta.ts";
import { publishedPageAt, revisedOn } from "~/lib/published-page.server.ts";
import { documentInfo } from "~/models/content.server.ts";
import { listSeats } from "~/models/programmes.server.ts";
import type { Route } from "./+types/diploma-working-professional";
import { CoursePageView } from "./course-page.tsx";

/** "Diploma for Working Professionals: Civil" → "Civil"; a name without the prefix is shown whole. */
const branchName = (displayText: string) => displayText.split(":").pop()?.trim() || displayText;

export async function loader({ context, url }: Route.LoaderArgs) {
  const published = await publishedPageAt(context.services.db, url, "course-page");
  const page = published.document;
  // Seats are kept in the database (the home page shows them too), never typed into the page.
  const seats = (await listSeats(context.services.db))
    .filter((line) => line.seatGroup === "working-professional")
    .map((line) => ({ branch: branchName(line.displayText), seats: line.seats }));
  return {
    page,
    seats,
    document: documentInfo(page.document.file, page.document.title),
    revisedOn: revisedOn([published]),
  };
}

export const meta: Route.MetaFunction = (args) => contentMeta(args, args.loaderData?.page);

export default function DiplomaWorkingProfessional({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page, seats, document } = loaderData;
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
                    {line.branch}
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
