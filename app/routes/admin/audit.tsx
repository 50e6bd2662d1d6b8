import { Form } from "react-router";
import { z } from "zod";
import { StaffPage, TableHead, staffClass } from "~/components/admin/staff-ui.tsx";
import { TableScroll } from "~/components/content/table-scroll.tsx";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import { listAudit } from "~/models/audit.server.ts";
import type { Route } from "./+types/audit";

const filterSchema = z.object({
  action: z.string().trim().max(64).optional().catch(undefined),
  email: z.string().trim().max(254).optional().catch(undefined),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["admin"]);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const filter = filterSchema.parse(params);
  const entries = await listAudit(context.services.db, {
    action: filter.action || undefined,
    email: filter.email || undefined,
    from: filter.from,
    to: filter.to ? `${filter.to}T23:59:59.999Z` : undefined,
  });
  return { filter, entries };
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: t("console.audit.title"),
    description: t("console.audit.description"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

/** An ISO time as "2026-11-23 04:19:09": the seconds are enough in the log. */
const utcSeconds = (at: string) => at.replace("T", " ").slice(0, 19);

export default function Audit({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { filter, entries } = loaderData;
  return (
    <StaffPage title={t("console.audit.title")}>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <label className={staffClass.label}>
          {t("console.audit.action")}
          <input name="action" defaultValue={filter.action} placeholder="sign-in-failed" className={staffClass.input} />
        </label>
        <label className={staffClass.label}>
          {t("console.audit.email")}
          <input name="email" type="email" defaultValue={filter.email} className={staffClass.input} />
        </label>
        <label className={staffClass.label}>
          {t("console.filter.from")}
          <input name="from" type="date" defaultValue={filter.from} className={staffClass.input} />
        </label>
        <label className={staffClass.label}>
          {t("console.filter.to")}
          <input name="to" type="date" defaultValue={filter.to} className={staffClass.input} />
        </label>
        <button type="submit" className={staffClass.button}>
          {t("console.filter.submit")}
        </button>
      </Form>
      <TableScroll label={t("console.audit.entries")}>
        <table className={staffClass.table}>
          <caption className="sr-only">{t("console.audit.caption")}</caption>
          <TableHead
            headings={[
              t("console.audit.when"),
              t("console.audit.who"),
              t("console.audit.action"),
              t("console.audit.what"),
              t("console.audit.from"),
            ]}
          />
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className={staffClass.td}>{utcSeconds(entry.at)}</td>
                <td className={staffClass.td}>{entry.email ?? "—"}</td>
                <td className={staffClass.td}>{entry.action}</td>
                <td className={`${staffClass.td} max-w-md break-words`}>
                  {entry.entity ? `${entry.entity} ${entry.entity_id ?? ""}` : ""}
                  {entry.after_json ? (
                    <code className="block text-xs text-slate-600">{entry.after_json.slice(0, 300)}</code>
                  ) : null}
                </td>
                <td className={staffClass.td}>{entry.ip ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </StaffPage>
  );
}
