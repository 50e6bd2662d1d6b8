import { RequiredMark } from "~/components/forms/fields.tsx";
import { PlainConsent } from "~/components/forms/plain-consent.tsx";
import { FieldNotes, PlainField, controlClass, describedBy, submitClass } from "~/components/forms/plain-field.tsx";
import { useLanguagePath, useT } from "~/lib/language.tsx";
import { dataRightsKinds, type DataRightsField, type DataRightsValues } from "~/schemas/data-rights.ts";

const fieldId = (name: DataRightsField) => `data-rights-${name}`;

/**
 * The data-rights request (decision 063): a plain POST form to the page itself, drawn whole by the server (no React
 * in the browser). A refused post comes back with what was typed and each problem beside its field, focus on the
 * first. `errors` are texts already in the page's language.
 */
export function DataRightsForm({
  values,
  consented = false,
  errors = {},
}: {
  values: DataRightsValues;
  /** The privacy notice's box, ticked in the post that came back. */
  consented?: boolean;
  errors?: Partial<Record<DataRightsField | "consent", string>>;
}) {
  const t = useT();
  const inLanguage = useLanguagePath();
  const first = (["kind", "name", "email", "mobileNo", "applicationId", "details", "consent"] as const).find(
    (name) => errors[name],
  );
  const control = (name: DataRightsField, hint?: string) => ({
    id: fieldId(name),
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": describedBy(fieldId(name), hint, errors[name]),
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
        <FieldNotes id={fieldId("kind")} error={errors.kind} />
      </fieldset>
      <PlainField id={fieldId("name")} label={t("dataRights.label.name")} error={errors.name} required>
        <input
          {...controls.name}
          type="text"
          defaultValue={values.name}
          required
          autoComplete="name"
          maxLength={100}
          className={controlClass}
        />
      </PlainField>
      <p id="data-rights-contact-hint" className="text-sm text-slate-700">
        {t("dataRights.hint.contact")}
      </p>
      <PlainField id={fieldId("email")} label={t("dataRights.label.email")} error={errors.email}>
        <input
          {...controls.email}
          type="email"
          defaultValue={values.email}
          autoComplete="email"
          spellCheck={false}
          className={controlClass}
        />
      </PlainField>
      <PlainField id={fieldId("mobileNo")} label={t("dataRights.label.mobileNo")} error={errors.mobileNo}>
        <input
          {...controls.mobileNo}
          type="tel"
          inputMode="numeric"
          defaultValue={values.mobileNo}
          autoComplete="tel"
          maxLength={10}
          className={`${controlClass} max-w-xs`}
        />
      </PlainField>
      <PlainField
        id={fieldId("applicationId")}
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
      </PlainField>
      <PlainField
        id={fieldId("details")}
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
      </PlainField>
      <PlainConsent
        id="data-rights-consent"
        checked={consented}
        error={errors.consent}
        autoFocus={first === "consent"}
      />
      <button type="submit" className={submitClass}>
        {t("dataRights.submit")}
      </button>
    </form>
  );
}
