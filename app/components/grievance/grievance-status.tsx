import { formatDate, istDate } from "~/core/format-date.ts";
import { categoryKey, explainKey, statusKey } from "~/core/grievance.ts";
import { useLanguage, useLanguagePath, useT } from "~/lib/language.tsx";
import type { MessageKey } from "~/messages/catalogue.ts";
import { PlainField, controlClass, describedBy, submitClass } from "~/components/forms/plain-field.tsx";
import { StatusHistoryTable } from "~/components/status-history-table.tsx";

type FieldName = "number" | "contact";

/**
 * The grievance look-up: a plain GET form to the page itself, so it works without JavaScript and without React in
 * the browser. A refused look-up comes back with the values typed and each problem beside its field.
 */
export function GrievanceStatusForm({
  values,
  errors = {},
}: {
  values: Record<FieldName, string>;
  errors?: Partial<Record<FieldName, MessageKey>>;
}) {
  const t = useT();
  const inLanguage = useLanguagePath();
  return (
    <form
      method="get"
      action={inLanguage("/grievance/status")}
      noValidate
      aria-label={t("grievance.status.formName")}
      className="max-w-md space-y-4"
    >
      <PlainField
        id="grievance-status-number"
        label={t("grievance.status.label.number")}
        hint={t("grievance.status.hint.number")}
        error={errors.number ? t(errors.number) : undefined}
        required
      >
        <input
          id="grievance-status-number"
          name="number"
          type="text"
          defaultValue={values.number}
          required
          autoComplete="off"
          spellCheck={false}
          autoFocus={Boolean(errors.number)}
          aria-invalid={errors.number ? true : undefined}
          aria-describedby={describedBy("grievance-status-number", "hint", errors.number)}
          className={controlClass}
        />
      </PlainField>
      <PlainField
        id="grievance-status-contact"
        label={t("grievance.status.label.contact")}
        error={errors.contact ? t(errors.contact) : undefined}
        required
      >
        <input
          id="grievance-status-contact"
          name="contact"
          type="text"
          defaultValue={values.contact}
          required
          autoComplete="off"
          spellCheck={false}
          autoFocus={!errors.number && Boolean(errors.contact)}
          aria-invalid={errors.contact ? true : undefined}
          aria-describedby={describedBy("grievance-status-contact", undefined, errors.contact)}
          className={controlClass}
        />
      </PlainField>
      <button type="submit" className={submitClass}>
        {t("grievance.status.submit")}
      </button>
    </form>
  );
}

export interface GrievanceAnswerData {
  number: string;
  status: string;
  category: string;
  dueAt: string;
  history: { at: string; to: string | null }[];
}

/** A matching look-up's answer: the status in plain words, what it means, and dates with statuses reached. */
export function GrievanceAnswer({ answer }: { answer: GrievanceAnswerData }) {
  const t = useT();
  const language = useLanguage();
  const open = answer.status === "received" || answer.status === "under-review";
  return (
    <section aria-labelledby="grievance-heading" className="space-y-4 rounded border border-brand-700 bg-brand-50 p-4">
      <h2 id="grievance-heading" className="text-xl font-semibold">
        {t("grievance.status.heading", { number: answer.number })}
      </h2>
      <p className="text-lg font-semibold">{t("grievance.status.current", { status: t(statusKey(answer.status)) })}</p>
      <p>{t(explainKey(answer.status))}</p>
      <p>{t("grievance.status.category", { category: t(categoryKey(answer.category)) })}</p>
      {open ? <p>{t("grievance.status.due", { date: formatDate(istDate(answer.dueAt), language) })}</p> : null}
      <h3 className="text-lg font-semibold">{t("grievance.history")}</h3>
      <StatusHistoryTable
        headings={{ when: t("grievance.history.when"), what: t("grievance.history.what") }}
        steps={answer.history.map((step) => ({
          at: step.at,
          text:
            step.to === null
              ? t("grievance.history.lodged")
              : t("grievance.history.moved", { status: t(statusKey(step.to)) }),
        }))}
      />
    </section>
  );
}
