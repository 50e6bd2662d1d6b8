import { PlainField, controlClass, describedBy, submitClass } from "~/components/forms/plain-field.tsx";
import { useLanguagePath, useT } from "~/lib/language.tsx";
import type { MessageKey } from "~/messages/catalogue.ts";

type FieldName = "id" | "dateOfBirth";

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
  return (
    <PlainField id={id} label={label} hint={hint} error={error ? t(error) : undefined} required>
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
        aria-describedby={describedBy(id, hint, error)}
        className={`${controlClass} max-w-xs`}
      />
    </PlainField>
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
      <button type="submit" className={submitClass}>
        {t("applicationStatus.submit")}
      </button>
    </form>
  );
}
