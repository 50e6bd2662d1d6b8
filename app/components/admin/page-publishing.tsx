import { Form } from "react-router";
import { istDateTime } from "~/core/inbox/ist-day.ts";
import { useT } from "~/lib/language.tsx";
import type { PageListItem } from "~/models/page-list.server.ts";
import { InputField } from "./console-fields.tsx";
import { ConsoleForm } from "./console-form.tsx";
import { staffClass } from "./staff-ui.tsx";

/** A form of one button: the intent (and the revision it concerns) is all it sends. */
function ActionButton({
  value: intent,
  revision,
  label,
  danger,
}: {
  value: string;
  revision?: number;
  label: string;
  danger?: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {revision !== undefined ? <input type="hidden" name="revision" value={revision} /> : null}
      <button type="submit" className={danger ? staffClass.danger : staffClass.button}>
        {label}
      </button>
    </Form>
  );
}

/**
 * Publishing a page: the latest revision now, a publish at an IST date and time (and cancelling it), unpublishing.
 * Each is a POST form that works without JavaScript; the action's answer shows above the page.
 */
export function PagePublishing({ page, reply }: { page: PageListItem; reply: unknown }) {
  const t = useT();
  const latest = page.latestRevision;
  return (
    <section aria-labelledby="publishing" className="space-y-4 rounded-lg border border-slate-200 p-4">
      <h2 id="publishing" className="text-lg font-semibold">
        {t("console.page.publishing")}
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        {page.publishedRevision === latest ? (
          <p>{t("console.page.latestIsPublished", { revision: latest })}</p>
        ) : (
          <ActionButton
            value="publish"
            revision={latest}
            label={t("console.page.publishLatest", { revision: latest })}
          />
        )}
        {page.publishedRevision !== null ? (
          <ActionButton value="unpublish" label={t("console.page.unpublish")} danger />
        ) : null}
      </div>
      {page.scheduledAt ? (
        <div className="flex flex-wrap items-center gap-3">
          <p>{t("console.pages.scheduledFor", { at: istDateTime(page.scheduledAt) })}</p>
          <ActionButton value="cancel-schedule" label={t("console.page.cancelSchedule")} danger />
        </div>
      ) : null}
      <ConsoleForm
        id="schedule"
        reply={reply}
        className="flex flex-wrap items-end gap-3"
        label={t("console.page.schedule")}
        key={`schedule-${latest}-${page.scheduledAt ?? ""}`}
      >
        {(fields) => (
          <fieldset className="flex flex-wrap items-end gap-3">
            <legend className="mb-2 font-semibold">{t("console.page.schedule")}</legend>
            <p id="schedule-hint" className="w-full text-sm text-slate-700">
              {t("console.page.scheduleHint", { revision: latest })}
            </p>
            <input type="hidden" name="intent" value="schedule" />
            <input type="hidden" name="revision" value={latest} />
            <InputField meta={fields.date!} label={t("console.page.scheduleDate")} type="date" required />
            <InputField meta={fields.time!} label={t("console.page.scheduleTime")} type="time" required />
            <button type="submit" className={staffClass.button}>
              {t("console.page.scheduleSubmit")}
            </button>
          </fieldset>
        )}
      </ConsoleForm>
    </section>
  );
}
