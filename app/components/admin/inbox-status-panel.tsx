import { RadioField, TextAreaField } from "~/components/admin/console-fields.tsx";
import { ConsoleForm } from "~/components/admin/console-form.tsx";
import { staffClass } from "~/components/admin/staff-ui.tsx";
import { istDateTime } from "~/core/inbox/ist-day.ts";
import { type Workflow, labelOf, nextStatuses, noteHint } from "~/core/inbox/workflow.ts";
import { useT } from "~/lib/language.tsx";

interface HistoryEntry {
  from: string;
  to: string;
  note: string | null;
  email: string;
  at: string;
}

/** The status form (only the moves the workflow allows from here) and the history of changes, for any inbox. */
export function InboxStatusPanel({
  workflow,
  status,
  history,
  reply,
}: {
  workflow: Workflow;
  status: string;
  history: HistoryEntry[];
  /** The action's answer, for the errors beside the fields. */
  reply: unknown;
}) {
  const t = useT();
  const next = nextStatuses(workflow, status);
  return (
    <>
      {next.length ? (
        <section aria-labelledby="change-status" className="max-w-xl rounded-lg border border-slate-200 p-4">
          <h2 id="change-status" className="mb-3 text-lg font-semibold">
            {t("console.status.heading")}
          </h2>
          <ConsoleForm id={`status-${status}`} reply={reply} defaultValue={{ to: next[0] }} className="space-y-3">
            {(fields) => (
              <>
                <RadioField
                  meta={fields.to!}
                  legend={t("console.status.newStatus")}
                  options={next.map((to) => ({ value: to, label: labelOf(to, t) }))}
                />
                <TextAreaField meta={fields.note!} label={noteHint(workflow, status, t)} rows={3} maxLength={2000} />
                <button type="submit" className={staffClass.button}>
                  {t("console.status.save")}
                </button>
              </>
            )}
          </ConsoleForm>
        </section>
      ) : null}
      <section aria-labelledby="history">
        <h2 id="history" className="mb-2 text-lg font-semibold">
          {t("console.status.history")}
        </h2>
        {history.length === 0 ? (
          <p>{t("console.status.noChanges")}</p>
        ) : (
          <ol className="list-decimal space-y-1 pl-6">
            {history.map((h, i) => (
              <li key={i}>
                {t("console.status.historyEntry", {
                  at: istDateTime(h.at),
                  email: h.email,
                  from: labelOf(h.from, t),
                  to: labelOf(h.to, t),
                })}
                {h.note ? ` (${h.note})` : ""}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
