import type { ReactNode } from "react";
import { RequiredMark } from "~/components/forms/fields.tsx";
import { useLanguagePath, useT } from "~/lib/language.tsx";
import { dataRightsKinds, type DataRightsField, type DataRightsValues } from "~/schemas/data-rights.ts";

const controlClass =
  "mt-1 block w-full rounded border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";

const fieldId = (name: DataRightsField) => `data-rights-${name}`;

/** The ids a control's hint and problem carry, for its aria-describedby. */
const describedBy = (name: DataRightsField, hint?: string, error?: string) =>
  [hint ? `${fieldId(name)}-hint` : null, error ? `${fieldId(name)}-error` : null].filter(Boolean).join(" ") ||
  undefined;

function Hint({ name, hint, error }: { name: DataRightsField; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${fieldId(name)}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${fieldId(name)}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

function Field(props: {
  name: DataRightsField;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <div className="font-medium text-slate-800">
        <label htmlFor={fieldId(props.name)}>{props.label}</label>
        {props.required ? <RequiredMark /> : null}
      </div>
      {props.children}
      <Hint name={props.name} hint={props.hint} error={props.error} />
    </div>
  );
}

/**
 * The data-rights request (decision 063): a plain POST form to the page itself, drawn whole by the server (no React
 * in the browser). A refused post comes back with what was typed and each problem beside its field, focus on the
 * first. `errors` are texts already in the page's language.
 */
export function DataRightsForm({
  values,
  errors = {},
}: {
  values: DataRightsValues;
  errors?: Partial<Record<DataRightsField, string>>;
}) {
  const t = useT();
  const inLanguage = useLanguagePath();
  const first = (["kind", "name", "email", "mobileNo", "applicationId", "details"] as const).find(
    (name) => errors[name],
  );
  const control = (name: DataRightsField, hint?: string) => ({
    id: fieldId(name),
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": describedBy(name, hint, errors[name]),
    autoFocus: first === name ? true : undefined,
  });
  const controls = {
    name: control("name"),
    email: control("email"),
    mobileNo: control("mobileNo"),
    applicationId: control("applicationId", t("dataRights.hint.applicationId")),
    details: control("details", t("dataRights.hint.details")),
  };
  return (
    // noValidate: the server's messages, beside each field, are the ones shown (the browser's own would differ).
    <form
      method="post"
      action={inLanguage("/data-rights")}
      noValidate
      aria-label={t("dataRights.formName")}
      className="max-w-2xl space-y-4"
    >
      <fieldset aria-describedby={errors.kind ? `${fieldId("kind")}-error` : undefined}>
        <legend className="font-medium text-slate-800">
          {t("dataRights.label.kind")}
          <RequiredMark />
        </legend>
        <div className="mt-2 space-y-2">
          {dataRightsKinds.map((kind, index) => (
            <div key={kind} className="flex items-start gap-2">
              <input
                type="radio"
                id={`${fieldId("kind")}-${kind}`}
                name="kind"
                value={kind}
                defaultChecked={values.kind === kind}
                required
                aria-invalid={errors.kind ? true : undefined}
                autoFocus={first === "kind" && index === 0 ? true : undefined}
                className="mt-1.5 size-4"
              />
              <label htmlFor={`${fieldId("kind")}-${kind}`}>{t(`dataRights.kind.${kind}`)}</label>
            </div>
          ))}
        </div>
        <Hint name="kind" error={errors.kind} />
      </fieldset>
      <Field name="name" label={t("dataRights.label.name")} error={errors.name} required>
        <input
          {...controls.name}
          type="text"
          defaultValue={values.name}
          required
          autoComplete="name"
          maxLength={100}
          className={controlClass}
        />
      </Field>
      <p id="data-rights-contact-hint" className="text-sm text-slate-700">
        {t("dataRights.hint.contact")}
      </p>
      <Field name="email" label={t("dataRights.label.email")} error={errors.email}>
        <input
          {...controls.email}
          type="email"
          defaultValue={values.email}
          autoComplete="email"
          spellCheck={false}
          className={controlClass}
        />
      </Field>
      <Field name="mobileNo" label={t("dataRights.label.mobileNo")} error={errors.mobileNo}>
        <input
          {...controls.mobileNo}
          type="tel"
          inputMode="numeric"
          defaultValue={values.mobileNo}
          autoComplete="tel"
          maxLength={10}
          className={`${controlClass} max-w-xs`}
        />
      </Field>
      <Field
        name="applicationId"
        label={t("dataRights.label.applicationId")}
        hint={t("dataRights.hint.applicationId")}
        error={errors.applicationId}
      >
        <input
          {...controls.applicationId}
          type="text"
          defaultValue={values.applicationId}
          autoComplete="off"
          spellCheck={false}
          className={`${controlClass} max-w-xs`}
        />
      </Field>
      <Field
        name="details"
        label={t("dataRights.label.details")}
        hint={t("dataRights.hint.details")}
        error={errors.details}
        required
      >
        <textarea
          {...controls.details}
          defaultValue={values.details}
          required
          rows={6}
          maxLength={3000}
          className={controlClass}
        />
      </Field>
      <button
        type="submit"
        className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {t("dataRights.submit")}
      </button>
    </form>
  );
}
