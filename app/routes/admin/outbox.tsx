import { Link } from "react-router";
import { ConsoleNotice } from "~/components/admin/console-form.tsx";
import { consoleForm, readConsolePost } from "~/lib/console-form/console-form.server.ts";
import { retrySchema } from "~/schemas/admin/outbox.ts";
import { z } from "zod";
import { OutboxMessage } from "~/components/admin/outbox-message.tsx";
import { StaffPage, TableHead, staffClass } from "~/components/admin/staff-ui.tsx";
import { TableScroll } from "~/components/content/table-scroll.tsx";
import { writeTransaction } from "../../../db/client.ts";
import type { MailStatus } from "../../../db/schema.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { istDateTime } from "~/core/inbox/ist-day.ts";
import { mailStatusLabel, mailStatuses } from "~/lib/mail/mail-status.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import { recordAudit } from "~/models/audit.server.ts";
import { countOutbox, findOutboxMessage, listOutbox, requeueFailed } from "~/models/mail-outbox.server.ts";
import type { Route } from "./+types/outbox";

const LIST_SIZE = 100;

const filterSchema = z.object({
  status: z.enum(mailStatuses).optional().catch(undefined),
  id: z.coerce.number().int().positive().optional().catch(undefined),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["admin"]);
  const { db } = context.services;
  const filter = filterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [messages, counts, chosen] = await Promise.all([
    listOutbox(db, { status: filter.status, limit: LIST_SIZE }),
    countOutbox(db),
    filter.id ? findOutboxMessage(db, filter.id) : undefined,
  ]);
  return { configured: context.services.mail.configured, filter, messages, counts, chosen: chosen ?? null };
}

/** Admins only: a failed message goes back in line with fresh attempts; the audit log keeps who asked. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context.services, ["admin"]);
  const form = consoleForm(request, await readConsolePost(request), retrySchema);
  if (form.submission.status !== "success") return form.refuse({ form: "console.outbox.choose" });
  const { id } = form.submission.value;
  const retried = await writeTransaction(context.services, async (trx) => {
    const before = await findOutboxMessage(trx, id);
    if (!before || !(await requeueFailed(trx, id))) return false;
    await recordAudit(trx, {
      userId: staff.id,
      email: staff.email,
      action: "mail-retried",
      entity: "mail_outbox",
      entityId: id,
      before: { status: before.status, attempts: before.attempts, lastError: before.lastError },
      after: { status: "pending", attempts: 0 },
      ip: context.services.clientIp,
    });
    return true;
  });
  if (!retried) return form.refuse({ form: "console.outbox.notFailed" });
  context.services.mail.queued();
  return form.done("console.outbox.retried");
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: t("console.outbox.pageTitle"),
    description: t("console.outbox.description"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

const statusFilterLink = (status: MailStatus | undefined) =>
  status ? `/admin/outbox?status=${status}` : "/admin/outbox";

export default function Outbox({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { configured, filter, messages, counts, chosen } = loaderData;
  return (
    <StaffPage title={t("console.outbox.pageTitle")}>
      {configured ? null : (
        <p className="rounded border-l-4 border-amber-600 bg-amber-50 p-3 text-amber-950">
          <strong>{t("console.outbox.notConfigured")}</strong> {t("console.outbox.notConfiguredHint")}
        </p>
      )}
      <ConsoleNotice reply={actionData} />
      <p>{t("console.outbox.intro")}</p>
      <nav aria-label={t("console.outbox.byStatus")}>
        <ul className="flex flex-wrap gap-2 text-sm">
          {[undefined, ...mailStatuses].map((status) => (
            <li key={status ?? "all"}>
              <Link
                to={statusFilterLink(status)}
                aria-current={filter.status === status ? "page" : undefined}
                className={`inline-block rounded border px-3 py-1 ${filter.status === status ? "border-brand-700 bg-brand-700 text-white" : "border-slate-400 text-brand-800 hover:bg-slate-100"}`}
              >
                {status
                  ? t("console.outbox.statusCount", { status: mailStatusLabel[status], count: counts[status] })
                  : t("console.outbox.allCount", { count: Object.values(counts).reduce((a, b) => a + b, 0) })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {chosen ? <OutboxMessage message={chosen} reply={actionData} /> : null}
      {messages.length === 0 ? (
        <p>{t("console.outbox.none")}</p>
      ) : (
        <TableScroll label={t("console.outbox.messages")}>
          <table className={staffClass.table}>
            <caption className="sr-only">{t("console.outbox.caption", { max: LIST_SIZE })}</caption>
            <TableHead
              headings={[
                t("console.outbox.queuedIst"),
                t("console.outbox.to"),
                t("console.outbox.subject"),
                t("console.outbox.status"),
                t("console.outbox.attempts"),
                t("console.outbox.lastError"),
              ]}
            />
            <tbody>
              {messages.map((m) => (
                <tr key={m.id}>
                  <td className={`${staffClass.td} whitespace-nowrap`}>{istDateTime(m.createdAt)}</td>
                  <td className={`${staffClass.td} break-all`}>{m.to}</td>
                  <td className={staffClass.td}>
                    <Link
                      to={`?${new URLSearchParams({ ...(filter.status ? { status: filter.status } : {}), id: String(m.id) })}`}
                      className="text-brand-700 underline"
                    >
                      {m.subject}
                    </Link>
                  </td>
                  <td className={staffClass.td}>{mailStatusLabel[m.status]}</td>
                  <td className={staffClass.td}>{m.attempts}</td>
                  <td className={`${staffClass.td} max-w-xs break-words`}>{m.lastError ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </StaffPage>
  );
}
