import { ConsoleForm } from "~/components/admin/console-form.tsx";
import { FieldList, staffClass } from "~/components/admin/staff-ui.tsx";
import { istDateTime } from "~/lib/inbox/ist-day.ts";
import { mailStatusLabel } from "~/lib/mail/mail-status.ts";
import type { OutboxRow } from "~/models/mail-outbox.server.ts";

/** One message of the outbox as it was (or will be) sent, with "Send again" when it failed. */
export function OutboxMessage({ message, reply }: { message: OutboxRow & { text: string }; reply: unknown }) {
  const fields: [string, string][] = [
    ["To", message.to],
    ["Subject", message.subject],
    ["Kind", message.purpose === "staff" ? "Notice to staff" : "Acknowledgement"],
    ["Status", mailStatusLabel[message.status]],
    ["Attempts", String(message.attempts)],
    ["Queued", istDateTime(message.createdAt)],
    ["Sent", message.sentAt ? istDateTime(message.sentAt) : "—"],
    ...(message.status === "pending"
      ? ([["Next attempt", istDateTime(message.nextAttemptAt)]] as [string, string][])
      : []),
    ["Last error", message.lastError ?? "—"],
  ];
  return (
    <section aria-labelledby="chosen-message" className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h2 id="chosen-message" className="text-lg font-semibold">
        Message {message.id}
      </h2>
      <FieldList fields={fields} />
      <h3 className="font-semibold">Text</h3>
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
                Send again
              </button>
            </>
          )}
        </ConsoleForm>
      ) : null}
    </section>
  );
}
