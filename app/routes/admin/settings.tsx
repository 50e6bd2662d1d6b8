import { InputField } from "~/components/admin/console-fields.tsx";
import { ConsoleForm, ConsoleNotice } from "~/components/admin/console-form.tsx";
import { StaffPage, TableHead, staffClass } from "~/components/admin/staff-ui.tsx";
import { TableScroll } from "~/components/content/table-scroll.tsx";
import { publicStatusKey } from "~/core/application-status.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { consoleForm, readConsolePost } from "~/lib/console-form/console-form.server.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import "~/messages/application-status-messages.ts";
import { messageRef } from "~/messages/message-ref.ts";
import { retentionYears, setRetentionYears } from "~/models/institution-settings.server.ts";
import { listRetentionCounts } from "~/models/retention.server.ts";
import { RETENTION_YEARS_MAX, RETENTION_YEARS_MIN, retentionSchema } from "~/schemas/admin/settings.ts";
import type { Route } from "./+types/settings";

/** The institution's settings the office may change (decision 063); admins only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, []);
  const { db } = context.services;
  const [years, counts] = await Promise.all([retentionYears(db), listRetentionCounts(db)]);
  return { years, counts };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context.services, []);
  const form = consoleForm(request, await readConsolePost(request), retentionSchema);
  if (form.submission.status !== "success") return form.refuse();
  const { years } = form.submission.value;
  const changed = await setRetentionYears(context.services, years, {
    userId: staff.id,
    email: staff.email,
    ip: context.services.clientIp,
  });
  return form.done(
    changed ? messageRef("console.settings.retention.done", { years }) : "console.settings.retention.same",
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: t("console.settings.title"),
    description: t("console.settings.description"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { years, counts } = loaderData;
  return (
    <StaffPage title={t("console.settings.title")}>
      <ConsoleNotice reply={actionData} />
      <section aria-labelledby="retention" className="max-w-2xl space-y-3 rounded-lg border border-slate-200 p-4">
        <h2 id="retention" className="text-lg font-semibold">
          {t("console.settings.retention.heading")}
        </h2>
        <ConsoleForm id={`retention-${years}`} reply={actionData} defaultValue={{ years }} className="space-y-3">
          {(fields) => (
            <>
              <InputField
                meta={fields.years!}
                label={t("console.settings.retention.years")}
                hint={t("console.settings.retention.hint")}
                type="number"
                inputMode="numeric"
                min={RETENTION_YEARS_MIN}
                max={RETENTION_YEARS_MAX}
                className="max-w-xs"
              />
              <button type="submit" className={staffClass.button}>
                {t("console.settings.retention.save")}
              </button>
            </>
          )}
        </ConsoleForm>
      </section>
      <section aria-labelledby="retention-counts" className="space-y-3">
        <h2 id="retention-counts" className="text-lg font-semibold">
          {t("console.settings.counts.heading")}
        </h2>
        {counts.length === 0 ? (
          <p>{t("console.settings.counts.none")}</p>
        ) : (
          <TableScroll label={t("console.settings.counts.heading")}>
            <table className={staffClass.table}>
              <caption className="sr-only">{t("console.settings.counts.caption")}</caption>
              <TableHead
                headings={[
                  t("console.settings.counts.year"),
                  t("console.settings.counts.programme"),
                  t("console.settings.counts.status"),
                  t("console.settings.counts.erased"),
                ]}
              />
              <tbody>
                {counts.map((row) => (
                  <tr key={`${row.admission_year}|${row.programme}|${row.status}`}>
                    <td className={staffClass.td}>{row.admission_year}</td>
                    <td className={staffClass.td}>{row.programme}</td>
                    <td className={staffClass.td}>{t(publicStatusKey(row.status))}</td>
                    <td className={staffClass.td}>{row.erased}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
    </StaffPage>
  );
}
