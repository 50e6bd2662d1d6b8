import { Link } from "react-router";
import "~/messages/data-rights-messages.ts";
import { z } from "zod";
import { StaffPage, TableHead, staffClass } from "~/components/admin/staff-ui.tsx";
import { TableScroll } from "~/components/content/table-scroll.tsx";
import { istDateTime } from "~/core/inbox/ist-day.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { DATA_RIGHTS_ROLES } from "~/core/data-rights-roles.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import { isOverdue, listDataRightsRequests } from "~/models/data-rights.server.ts";
import type { Route } from "./+types/data-rights";

const DAY_MS = 24 * 60 * 60 * 1000;
const filterSchema = z.object({ status: z.enum(["open", "closed", "all"]).catch("open") });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, DATA_RIGHTS_ROLES);
  const { status } = filterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const now = new Date();
  const requests = await listDataRightsRequests(context.services.db, status === "all" ? {} : { status });
  return {
    status,
    requests: requests.map((item) => ({
      ...item,
      overdue: isOverdue(item, now),
      daysLeft: Math.ceil((Date.parse(item.dueAt) - now.getTime()) / DAY_MS),
    })),
  };
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: t("console.dataRights.title"),
    description: t("console.dataRights.description"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

const FILTERS = ["open", "closed", "all"] as const;

export default function DataRights({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { status, requests } = loaderData;
  return (
    <StaffPage title={t("console.dataRights.title")}>
      <p>{t("console.dataRights.intro")}</p>
      <nav aria-label={t("console.dataRights.byStatus")}>
        <ul className="flex flex-wrap gap-2 text-sm">
          {FILTERS.map((filter) => (
            <li key={filter}>
              <Link
                to={`/admin/data-rights?status=${filter}`}
                aria-current={status === filter ? "page" : undefined}
                className={`inline-block rounded border px-3 py-1 ${status === filter ? "border-brand-700 bg-brand-700 text-white" : "border-slate-400 text-brand-800 hover:bg-slate-100"}`}
              >
                {t(`console.dataRights.${filter}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {requests.length === 0 ? (
        <p>{t("console.dataRights.none")}</p>
      ) : (
        <TableScroll label={t("console.dataRights.title")}>
          <table className={staffClass.table}>
            <caption className="sr-only">{t("console.dataRights.caption")}</caption>
            <TableHead
              headings={[
                t("console.dataRights.col.reference"),
                t("console.dataRights.col.kind"),
                t("console.dataRights.col.name"),
                t("console.dataRights.col.received"),
                t("console.dataRights.col.due"),
                t("console.dataRights.col.status"),
              ]}
            />
            <tbody>
              {requests.map((item) => (
                <tr key={item.id}>
                  <td className={staffClass.td}>
                    <Link to={`/admin/data-rights/${item.id}`} className="font-semibold text-brand-700 underline">
                      {item.reference}
                    </Link>
                  </td>
                  <td className={staffClass.td}>{t(`dataRights.short.${item.kind}`)}</td>
                  <td className={staffClass.td}>{item.name}</td>
                  <td className={staffClass.td}>{istDateTime(item.createdAt)}</td>
                  <td className={staffClass.td}>
                    {istDateTime(item.dueAt)}
                    {item.status === "open" ? (
                      item.overdue ? (
                        <strong className="ml-2 inline-block rounded bg-red-700 px-2 text-white">
                          {t("console.dataRights.overdue")}
                        </strong>
                      ) : (
                        <span className="ml-2 text-slate-700">
                          {t("console.dataRights.daysLeft", { days: item.daysLeft })}
                        </span>
                      )
                    ) : null}
                  </td>
                  <td className={staffClass.td}>{t(`console.dataRights.${item.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </StaffPage>
  );
}
