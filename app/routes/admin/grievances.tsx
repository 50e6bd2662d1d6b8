import { Form, Link } from "react-router";
import { z } from "zod";
import "~/messages/grievance-messages.ts";
import { StaffPage, TableHead, staffClass } from "~/components/admin/staff-ui.tsx";
import { TableScroll } from "~/components/content/table-scroll.tsx";
import { formatDate, istDate } from "~/core/format-date.ts";
import {
  categoryKey,
  grievanceCategories,
  grievanceStatuses,
  isOverdue,
  lodgerKey,
  statusKey,
} from "~/core/grievance.ts";
import { istDateTime } from "~/core/inbox/ist-day.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import { listGrievances } from "~/models/grievances.server.ts";
import type { Route } from "./+types/grievances";

const filterSchema = z.object({
  status: z.enum(grievanceStatuses).optional().catch(undefined),
  category: z.enum(grievanceCategories).optional().catch(undefined),
});

/** The month a report asks for by default: the current one in India. */
const currentMonth = () => istDate(new Date().toISOString()).slice(0, 7);

/** The grievance inbox (decision 061): the Grievance Redressal Committee's and admins' only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["grievance"]);
  const filter = filterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const now = new Date();
  const grievances = (await listGrievances(context.services.db, filter)).map((grievance) => ({
    ...grievance,
    overdue: isOverdue(grievance, now),
  }));
  return { filter, grievances, month: currentMonth() };
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: t("console.grievances.title"),
    description: t("console.grievances.description"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

export default function Grievances({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { filter, grievances, month } = loaderData;
  return (
    <StaffPage title={t("console.grievances.title")}>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <label className={staffClass.label}>
          {t("console.grievances.filterStatus")}
          <select name="status" defaultValue={filter.status ?? ""} className={staffClass.input}>
            <option value="">{t("console.grievances.any")}</option>
            {grievanceStatuses.map((status) => (
              <option key={status} value={status}>
                {t(statusKey(status))}
              </option>
            ))}
          </select>
        </label>
        <label className={staffClass.label}>
          {t("console.grievances.filterCategory")}
          <select name="category" defaultValue={filter.category ?? ""} className={staffClass.input}>
            <option value="">{t("console.grievances.any")}</option>
            {grievanceCategories.map((category) => (
              <option key={category} value={category}>
                {t(categoryKey(category))}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={staffClass.button}>
          {t("console.filter.submit")}
        </button>
      </Form>
      <p>{t("console.grievances.count", { count: grievances.length })}</p>
      {grievances.length === 0 ? (
        <p>{t("console.grievances.none")}</p>
      ) : (
        <TableScroll label={t("console.grievances.title")}>
          <table className={staffClass.table}>
            <caption className="sr-only">{t("console.grievances.caption")}</caption>
            <TableHead
              headings={[
                t("console.grievances.number"),
                t("console.grievances.received"),
                t("console.grievances.by"),
                t("console.grievances.name"),
                t("console.grievances.category"),
                t("console.grievances.status"),
                t("console.grievances.due"),
              ]}
            />
            <tbody>
              {grievances.map((grievance) => (
                <tr key={grievance.id}>
                  <td className={staffClass.td}>
                    <Link to={`/admin/grievances/${grievance.id}`} className="text-brand-700 underline">
                      {grievance.number}
                    </Link>
                  </td>
                  <td className={staffClass.td}>{istDateTime(grievance.received_at)}</td>
                  <td className={staffClass.td}>{t(lodgerKey(grievance.lodged_by))}</td>
                  <td className={`${staffClass.td} break-words`}>{grievance.name}</td>
                  <td className={staffClass.td}>{t(categoryKey(grievance.category))}</td>
                  <td className={staffClass.td}>{t(statusKey(grievance.status))}</td>
                  <td className={staffClass.td}>
                    {formatDate(istDate(grievance.due_at))}
                    {grievance.overdue ? (
                      <strong className="ml-2 rounded bg-red-700 px-2 py-0.5 text-white">
                        {t("console.grievances.overdue")}
                      </strong>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <section aria-labelledby="grievance-report" className="space-y-3">
        <h2 id="grievance-report" className="text-xl font-semibold">
          {t("console.grievances.report")}
        </h2>
        <p>{t("console.grievances.reportHint")}</p>
        <form method="get" action="/admin/grievances/report" className="flex flex-wrap items-end gap-3">
          <label className={staffClass.label}>
            {t("console.grievances.reportMonth")}
            <input name="month" type="month" defaultValue={month} required className={staffClass.input} />
          </label>
          <button type="submit" name="format" value="xlsx" className={staffClass.button}>
            {t("console.inbox.downloadXlsx")}
          </button>
          <button type="submit" name="format" value="csv" className={staffClass.secondary}>
            {t("console.inbox.downloadCsv")}
          </button>
        </form>
      </section>
    </StaffPage>
  );
}
