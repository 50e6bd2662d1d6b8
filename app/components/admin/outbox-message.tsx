import { ConsoleForm } from "~/components/admin/console-form.tsx";
import { useT } from "~/lib/language.tsx";
import { FieldList, staffClass } from "~/components/admin/staff-ui.tsx";
import { istDateTime } from "~/core/inbox/ist-day.ts";
import { mailStatusLabel } from "~/lib/mail/mail-status.ts";
import type { OutboxRow } from "~/models/mail-outbox.server.ts";

/** One message of the outbox as it was (or will be) sent, with "Send again" when it failed. */
export function OutboxMessage({ message, reply }: { message: OutboxRow & { text: string }; reply: unknown }) {
  const t = useT();
  const fields: [string, string][] = [
    [t("console.outbox.to"), message.to],
    [t("console.outbox.subject"), message.subject],
    [
      t("console.outbox.kind"),
      message.purpose === "staff"
        ? t("console.outbox.staffNotice")
        : message.purpose === "guardian"
          ? t("console.outbox.guardianLink")
          : t("console.outbox.acknowledgement"),
    ],
    [t("console.outbox.status"), mailStatusLabel[message.status]],
    [t("console.outbox.attempts"), String(message.attempts)],
    [t("console.outbox.queued"), istDateTime(message.createdAt)],
    [t("console.outbox.sent"), message.sentAt ? istDateTime(message.sentAt) : "—"],
    ...(message.status === "pending"
      ? ([[t("console.outbox.nextAttempt"), istDateTime(message.nextAttemptAt)]] as [string, string][])
      : []),
    [t("console.outbox.lastError"), message.lastError ?? "—"],
  ];
  return (
    <section aria-labelledby="chosen-message" className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h2 id="chosen-message" className="text-lg font-semibold">
        {t("console.outbox.message", { id: message.id })}
      </h2>
      <FieldList fields={fields} />
      <h3 className="font-semibold">{t("console.outbox.text")}</h3>
      <pre className="max-w-3xl whitespace-pre-wrap break-words rounded bg-slate-50 p-3 font-sans text-sm">
        {message.text}
      </pre>
      {message.status === "failed" ? (
        <ConsoleForm id={`retry-${message.id}`} reply={reply}>
          {() => (
            <>
              <input type="hidden" name="intent" value="retry" />
              <input type="hidden" name="id" value={message.id} />
              <button type="submit" className={staffClass.button}>
                {t("console.outbox.send")}
              </button>
            </>
          )}
        </ConsoleForm>
      ) : null}
    </section>
  );
}
