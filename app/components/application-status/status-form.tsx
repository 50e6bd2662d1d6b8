import { RequiredMark } from "~/components/forms/fields.tsx";
import { useLanguagePath, useT } from "~/lib/language.tsx";
import type { MessageKey } from "~/messages/catalogue.ts";

type FieldName = "id" | "dateOfBirth";

const controlClass =
  "mt-1 block w-full max-w-xs rounded border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";

/** One field of the look-up: a visible label, a hint, and its problem beside it, both tied to the control. */
function Field({
  name,
  label,
  hint,
  error,
  value,
  type,
  autoComplete,
  autoFocus,
}: {
  name: FieldName;
  label: string;
  hint?: string;
  error?: MessageKey;
  value: string;
  type: "text" | "date";
  autoComplete?: string;
  autoFocus: boolean;
}) {
  const t = useT();
  const id = `status-${name}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div>
      <div className="font-medium text-slate-800">
        <label htmlFor={id}>{label}</label>
        <RequiredMark />
      </div>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        required
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={controlClass}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The status look-up: a plain GET form to the page itself, so it works without JavaScript and without React in the
 * browser. A refused look-up comes back with the values typed and each problem beside its field, focus on the first.
 */
export function StatusForm({
  values,
  errors = {},
}: {
  values: { id: string; dateOfBirth: string };
  errors?: Partial<Record<FieldName, MessageKey>>;
}) {
  const t = useT();
  const inLanguage = useLanguagePath();
  return (
    // noValidate: the server's messages, beside each field, are the ones shown (the browser's own would differ).
    <form
      method="get"
      action={inLanguage("/application-status")}
      noValidate
      aria-label={t("applicationStatus.formName")}
      className="space-y-4"
    >
      <Field
        name="id"
        label={t("applicationStatus.label.id")}
        hint={t("applicationStatus.hint.id")}
        error={errors.id}
        value={values.id}
        type="text"
        autoComplete="off"
        autoFocus={Boolean(errors.id)}
      />
      <Field
        name="dateOfBirth"
        label={t("applicationStatus.label.dateOfBirth")}
        error={errors.dateOfBirth}
        value={values.dateOfBirth}
        type="date"
        autoComplete="bday"
        autoFocus={!errors.id && Boolean(errors.dateOfBirth)}
      />
      <button
        type="submit"
        className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {t("applicationStatus.submit")}
      </button>
    </form>
  );
}
