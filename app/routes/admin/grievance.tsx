import { Form, Link } from "react-router";
import { z } from "zod";
import "~/messages/grievance-messages.ts";
import { ConsoleNotice } from "~/components/admin/console-form.tsx";
import { FieldList, StaffPage, TableHead, staffClass } from "~/components/admin/staff-ui.tsx";
import { TableScroll } from "~/components/content/table-scroll.tsx";
import { formatDate, istDate } from "~/core/format-date.ts";
import {
  categoryKey,
  daysToResolve,
  grievanceMoves,
  isGrievanceStatus,
  isOverdue,
  lodgerKey,
  statusKey,
} from "~/core/grievance.ts";
import { istDateTime } from "~/core/inbox/ist-day.ts";
import { notFound } from "~/core/not-found.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import { findGrievance, grievanceEvents } from "~/models/grievances.server.ts";
import type { Route } from "./+types/grievance";
import { actOnGrievance } from "./grievance-actions.server.ts";
import { consentOf } from "~/models/consents.server.ts";
import { consentLine } from "~/core/inbox/consent-line.ts";

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** One grievance for the committee: what was lodged, its attachment, deadline, history with notes, and its forms. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["grievance"]);
  const id = idSchema.safeParse(params.id);
  const grievance = id.success ? await findGrievance(context.services.db, id.data) : undefined;
  if (!grievance) throw notFound();
  return {
    grievance,
    overdue: isOverdue(grievance),
    days: daysToResolve(grievance),
    events: await grievanceEvents(context.services.db, grievance.id),
    consent: await consentOf(context.services.db, "grievances", grievance.id),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context.services, ["grievance"]);
  const id = idSchema.safeParse(params.id);
  if (!id.success) throw notFound();
  return actOnGrievance(request, context.services, staff, id.data);
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: t("console.grievances.itemTitle", { number: loaderData?.grievance.number ?? "" }),
    description: t("console.grievances.itemDescription"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

const kilobytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

export default function GrievancePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { grievance, overdue, days, events, consent } = loaderData;
  const due = formatDate(istDate(grievance.due_at));
  const moves = isGrievanceStatus(grievance.status) ? grievanceMoves[grievance.status] : [];
  return (
    <StaffPage title={t("console.grievances.itemTitle", { number: grievance.number })}>
      <p>
        <Link to="/admin/grievances" className="text-brand-700 underline">
          {t("console.grievances.back")}
        </Link>
      </p>
      <ConsoleNotice reply={actionData} />
      <FieldList
        fields={[
          [t("console.grievances.status"), t(statusKey(grievance.status))],
          [t("console.grievances.received"), istDateTime(grievance.received_at)],
          [
            t("console.grievances.due"),
            overdue ? (
              <strong className="text-red-800">{t("console.grievances.dueOverdue", { date: due })}</strong>
            ) : (
              t("console.grievances.dueOn", { date: due })
            ),
          ],
          ...(days === null
            ? []
            : ([[t("console.grievances.col.days"), t("console.grievances.resolvedIn", { days })]] as [
                string,
                string,
              ][])),
          [t("console.grievances.by"), t(lodgerKey(grievance.lodged_by))],
          [t("console.grievances.name"), grievance.name],
          [t("console.grievances.mobile"), grievance.mobile ?? "—"],
          [t("console.grievances.email"), grievance.email ?? "—"],
          [t("console.grievances.category"), t(categoryKey(grievance.category))],
          [t("console.grievances.text"), grievance.description],
          [t("console.consent.label"), consentLine(t, consent)],
          [
            t("console.grievances.attachment"),
            grievance.attachment_file ? (
              <a
                href={`/admin/grievances/${grievance.id}/attachment`}
                className="text-brand-700 underline"
                target="_blank"
                rel="noopener"
              >
                {t("console.grievances.openAttachment", {
                  type: (grievance.attachment_mime ?? "").split("/")[1]?.toUpperCase() ?? "",
                  size: kilobytes(grievance.attachment_bytes ?? 0),
                })}
              </a>
            ) : (
              t("console.grievances.noAttachment")
            ),
          ],
        ]}
      />
      <section aria-labelledby="grievance-move" className="space-y-3">
        <h2 id="grievance-move" className="text-xl font-semibold">
          {t("console.grievances.move")}
        </h2>
        {moves.length === 0 ? (
          <p>{t("console.grievances.noMoves")}</p>
        ) : (
          <Form method="post" className="flex flex-wrap gap-3">
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="from" value={grievance.status} />
            {moves.map((status) => (
              <button key={status} type="submit" name="to" value={status} className={staffClass.secondary}>
                {t("console.grievances.moveTo", { status: t(statusKey(status)) })}
              </button>
            ))}
          </Form>
        )}
      </section>
      <section aria-labelledby="grievance-note" className="space-y-3">
        <h2 id="grievance-note" className="text-xl font-semibold">
          {t("console.grievances.note")}
        </h2>
        <Form method="post" className="max-w-2xl space-y-3">
          <input type="hidden" name="intent" value="note" />
          <label className={staffClass.label} htmlFor="grievance-note-text">
            {t("console.grievances.note")}
          </label>
          <textarea
            id="grievance-note-text"
            name="note"
            rows={4}
            maxLength={2000}
            aria-describedby="grievance-note-hint"
            className={staffClass.input}
          />
          <p id="grievance-note-hint" className="text-sm text-slate-700">
            {t("console.grievances.noteHint")}
          </p>
          <button type="submit" className={staffClass.button}>
            {t("console.grievances.addNote")}
          </button>
        </Form>
      </section>
      <section aria-labelledby="grievance-history" className="space-y-3">
        <h2 id="grievance-history" className="text-xl font-semibold">
          {t("console.grievances.history")}
        </h2>
        <TableScroll label={t("console.grievances.history")}>
          <table className={staffClass.table}>
            <caption className="sr-only">{t("console.grievances.historyCaption")}</caption>
            <TableHead
              headings={[t("console.grievances.when"), t("console.grievances.who"), t("console.grievances.what")]}
            />
            <tbody>
              <tr>
                <td className={staffClass.td}>{istDateTime(grievance.received_at)}</td>
                <td className={staffClass.td}>—</td>
                <td className={staffClass.td}>{t("console.grievances.lodged")}</td>
              </tr>
              {events.map((event) => (
                <tr key={event.id}>
                  <td className={staffClass.td}>{istDateTime(event.at)}</td>
                  <td className={staffClass.td}>{event.staffEmail ?? "—"}</td>
                  <td className={`${staffClass.td} whitespace-pre-line break-words`}>
                    {event.kind === "status"
                      ? t("console.grievances.movedTo", { status: t(statusKey(event.to_status ?? "")) })
                      : `${t("console.grievances.noted")}: ${event.note ?? ""}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
    </StaffPage>
  );
}
