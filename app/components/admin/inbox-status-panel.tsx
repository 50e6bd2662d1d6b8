import { Form } from "react-router";
import { staffClass } from "~/components/admin/staff-ui.tsx";
import { istDateTime } from "~/core/inbox/ist-day.ts";
import { type Workflow, labelOf, nextStatuses, noteHint } from "~/core/inbox/workflow.ts";

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
}: {
  workflow: Workflow;
  status: string;
  history: HistoryEntry[];
}) {
  const next = nextStatuses(workflow, status);
  return (
    <>
      {next.length ? (
        <section aria-labelledby="change-status" className="max-w-xl rounded-lg border border-slate-200 p-4">
          <h2 id="change-status" className="mb-3 text-lg font-semibold">
            Change status
          </h2>
          <Form method="post" className="space-y-3">
            <fieldset>
              <legend className="font-semibold">New status</legend>
              {next.map((to, i) => (
                <label key={to} className="mt-2 flex items-center gap-2">
                  <input type="radio" name="to" value={to} defaultChecked={i === 0} className="h-5 w-5" />
                  {labelOf(to)}
                </label>
              ))}
            </fieldset>
            <label className={staffClass.label}>
              {noteHint(workflow, status)}
              <textarea name="note" rows={3} maxLength={2000} className={staffClass.input} />
            </label>
            <button type="submit" className={staffClass.button}>
              Save status
            </button>
          </Form>
        </section>
      ) : null}
      <section aria-labelledby="history">
        <h2 id="history" className="mb-2 text-lg font-semibold">
          History
        </h2>
        {history.length === 0 ? (
          <p>No changes yet.</p>
        ) : (
          <ol className="list-decimal space-y-1 pl-6">
            {history.map((h, i) => (
              <li key={i}>
                {istDateTime(h.at)}: {h.email} changed {labelOf(h.from)} → {labelOf(h.to)}
                {h.note ? ` (${h.note})` : ""}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
