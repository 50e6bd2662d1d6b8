import { Honeypot } from "~/components/forms/honeypot.tsx";
import { categoryKey, grievanceCategories, grievanceLodgers, lodgerKey } from "~/core/grievance.ts";
import { useLanguagePath, useT } from "~/lib/language.tsx";
import { LIMITS } from "~/schemas/forms/form-facts.ts";
import { DESCRIPTION_MAX, type GrievanceValues } from "~/schemas/grievance.ts";
import { PlainConsent } from "~/components/forms/plain-consent.tsx";
import { PlainField, controlClass, describedBy, submitClass } from "~/components/forms/plain-field.tsx";

export type GrievanceErrors = Partial<Record<keyof GrievanceValues | "attachment" | "consent", string>>;

const FORM_ID = "grievance";

/**
 * The grievance form (decision 061): a plain multipart post to the page itself, drawn by the server, so it works
 * without JavaScript and without React in the browser. A refused post comes back with what was typed (but the
 * file, which a browser never refills) and each problem beside its field.
 */
export function GrievanceForm({
  values,
  consented,
  errors,
}: {
  values: GrievanceValues;
  /** The privacy notice's box, ticked in the post that came back. */
  consented: boolean;
  errors: GrievanceErrors;
}) {
  const t = useT();
  const inLanguage = useLanguagePath();
  const first = (
    ["lodgedBy", "name", "mobileNo", "email", "category", "description", "attachment", "consent"] as const
  ).find((name) => errors[name]);
  const id = (name: string) => `${FORM_ID}-${name}`;
  const invalid = (name: keyof GrievanceErrors) => (errors[name] ? true : undefined);
  return (
    // noValidate: the server's messages, beside each field, are the ones shown (the browser's own would differ).
    <form
      method="post"
      action={inLanguage("/grievance")}
      encType="multipart/form-data"
      noValidate
      aria-label={t("grievance.formName")}
      className="relative space-y-5"
    >
      <Honeypot formId={FORM_ID} />
      <fieldset aria-describedby={errors.lodgedBy ? `${id("lodgedBy")}-error` : undefined}>
        <legend className="font-medium text-slate-800">
          {t("grievance.label.lodgedBy")}
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        </legend>
        <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
          {grievanceLodgers.map((lodger, index) => (
            <label key={lodger} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="lodgedBy"
                value={lodger}
                defaultChecked={values.lodgedBy === lodger}
                required
                autoFocus={first === "lodgedBy" && index === 0}
                aria-invalid={invalid("lodgedBy")}
                className="h-5 w-5"
              />
              {t(lodgerKey(lodger))}
            </label>
          ))}
        </div>
        {errors.lodgedBy ? (
          <p id={`${id("lodgedBy")}-error`} className="mt-1 text-sm font-medium text-red-700">
            {errors.lodgedBy}
          </p>
        ) : null}
      </fieldset>
      <PlainField id={id("name")} label={t("grievance.label.name")} error={errors.name} required>
        <input
          id={id("name")}
          name="name"
          type="text"
          defaultValue={values.name}
          maxLength={LIMITS.name}
          required
          autoComplete="name"
          autoFocus={first === "name"}
          aria-invalid={invalid("name")}
          aria-describedby={describedBy(id("name"), undefined, errors.name)}
          className={controlClass}
        />
      </PlainField>
      <p id={`${id("contact")}-hint`} className="text-sm text-slate-700">
        {t("grievance.hint.contact")}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <PlainField id={id("mobileNo")} label={t("grievance.label.mobile")} error={errors.mobileNo}>
          <input
            id={id("mobileNo")}
            name="mobileNo"
            type="tel"
            inputMode="numeric"
            defaultValue={values.mobileNo}
            maxLength={10}
            autoComplete="tel"
            autoFocus={first === "mobileNo"}
            aria-invalid={invalid("mobileNo")}
            aria-describedby={`${id("contact")}-hint ${describedBy(id("mobileNo"), undefined, errors.mobileNo) ?? ""}`.trim()}
            className={controlClass}
          />
        </PlainField>
        <PlainField id={id("email")} label={t("grievance.label.email")} error={errors.email}>
          <input
            id={id("email")}
            name="email"
            type="email"
            defaultValue={values.email}
            maxLength={LIMITS.email}
            autoComplete="email"
            autoFocus={first === "email"}
            aria-invalid={invalid("email")}
            aria-describedby={`${id("contact")}-hint ${describedBy(id("email"), undefined, errors.email) ?? ""}`.trim()}
            className={controlClass}
          />
        </PlainField>
      </div>
      <PlainField id={id("category")} label={t("grievance.label.category")} error={errors.category} required>
        <select
          id={id("category")}
          name="category"
          defaultValue={values.category}
          required
          autoFocus={first === "category"}
          aria-invalid={invalid("category")}
          aria-describedby={describedBy(id("category"), undefined, errors.category)}
          className={controlClass}
        >
          <option value="">{t("grievance.chooseCategory")}</option>
          {grievanceCategories.map((category) => (
            <option key={category} value={category}>
              {t(categoryKey(category))}
            </option>
          ))}
        </select>
      </PlainField>
      <PlainField
        id={id("description")}
        label={t("grievance.label.description")}
        hint={t("grievance.hint.description", { max: DESCRIPTION_MAX })}
        error={errors.description}
        required
      >
        <textarea
          id={id("description")}
          name="description"
          defaultValue={values.description}
          rows={8}
          maxLength={DESCRIPTION_MAX}
          required
          autoFocus={first === "description"}
          aria-invalid={invalid("description")}
          aria-describedby={describedBy(id("description"), "hint", errors.description)}
          className={controlClass}
        />
      </PlainField>
      <PlainField
        id={id("attachment")}
        label={t("grievance.label.attachment")}
        hint={t("grievance.hint.attachment")}
        error={errors.attachment}
      >
        <input
          id={id("attachment")}
          name="attachment"
          type="file"
          accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
          autoFocus={first === "attachment"}
          aria-invalid={invalid("attachment")}
          aria-describedby={describedBy(id("attachment"), "hint", errors.attachment)}
          className="mt-1 block w-full text-base"
        />
      </PlainField>
      <PlainConsent id={id("consent")} checked={consented} error={errors.consent} autoFocus={first === "consent"} />
      <button type="submit" className={submitClass}>
        {t("grievance.submit")}
      </button>
    </form>
  );
}
