import type { InputHTMLAttributes, ReactNode } from "react";
import { useT } from "~/lib/language.tsx";
import { LIMITS } from "~/schemas/forms/form-facts.ts";
import { messageText } from "~/messages/message-ref.ts";
import type { FieldMeta } from "./use-visitor-form.ts";

/**
 * Form fields with a visible label, a required mark, an optional hint and the field's error, both tied to the
 * control with aria-describedby; the control says aria-invalid while it has an error. Works the same rendered on
 * the server (JavaScript off, errors from the action) and in the browser (errors from the form's checks).
 */
type Meta = FieldMeta;

interface FrameProps {
  meta: Meta;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
  /** Set on the first invalid field of a page rendered after a post without JavaScript. */
  autoFocus?: boolean;
}

const controlClass =
  "mt-1 block w-full rounded border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";

function describedBy(meta: Meta, hint?: string) {
  const ids = [hint ? meta.descriptionId : null, meta.errors?.length ? meta.errorId : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function controlProps(meta: Meta, required: boolean | undefined, hint: string | undefined) {
  return {
    id: meta.id,
    name: meta.name,
    "aria-invalid": meta.errors?.length ? true : undefined,
    "aria-describedby": describedBy(meta, hint),
    // The platform's own check where a form leaves it on (the footer enquiry); it also says "required" to assistive technology.
    required: required || undefined,
  };
}

export function RequiredMark() {
  return (
    <span className="text-red-700" aria-hidden="true">
      {" "}
      *
    </span>
  );
}

/** The label holds only the field's name; the required mark sits beside it, hidden from assistive technology (the control's `required` says it). */
function Label({ meta, label, required }: { meta: Meta; label: string; required?: boolean }) {
  return (
    <div className="font-medium text-slate-800">
      <label htmlFor={meta.id}>{label}</label>
      {required ? <RequiredMark /> : null}
    </div>
  );
}

/** The hint and the field's first error; schemas give errors as catalogue keys, shown here in the page's language. */
export function FieldMessages({ meta, hint }: { meta: Meta; hint?: string }) {
  const t = useT();
  return (
    <>
      {hint ? (
        <p id={meta.descriptionId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {meta.errors?.length ? (
        <p id={meta.errorId} className="mt-1 text-sm font-medium text-red-700">
          {messageText(t, meta.errors[0] ?? "")}
        </p>
      ) : null}
    </>
  );
}

export function TextField({
  meta,
  label,
  required,
  hint,
  className,
  ...input
}: FrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "defaultValue" | "required">) {
  return (
    <div className={className}>
      <Label meta={meta} label={label} required={required} />
      <input
        key={meta.key}
        type="text"
        defaultValue={typeof meta.initialValue === "string" ? meta.initialValue : undefined}
        className={controlClass}
        {...input}
        {...controlProps(meta, required, hint)}
      />
      <FieldMessages meta={meta} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  meta,
  label,
  required,
  hint,
  className,
  autoFocus,
  rows = 4,
  maxLength,
}: FrameProps & { rows?: number; maxLength?: number }) {
  return (
    <div className={className}>
      <Label meta={meta} label={label} required={required} />
      <textarea
        key={meta.key}
        rows={rows}
        maxLength={maxLength}
        autoFocus={autoFocus}
        defaultValue={typeof meta.initialValue === "string" ? meta.initialValue : undefined}
        className={controlClass}
        {...controlProps(meta, required, hint)}
      />
      <FieldMessages meta={meta} hint={hint} />
    </div>
  );
}

export interface Option {
  value: string;
  label: string;
  /** The label's language when it is not the page's: a course's English name on a Hindi page. */
  lang?: "en";
}

export function SelectField({
  meta,
  label,
  required,
  hint,
  className,
  autoFocus,
  options,
  autoComplete,
}: FrameProps & { options: Option[]; autoComplete?: string }) {
  const t = useT();
  const initial = meta.initialValue;
  return (
    <div className={className}>
      <Label meta={meta} label={label} required={required} />
      <select
        key={meta.key}
        defaultValue={typeof initial === "string" || typeof initial === "number" ? String(initial) : ""}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        className={controlClass}
        {...controlProps(meta, required, hint)}
      >
        <option value="">{t("forms.choose")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages meta={meta} hint={hint} />
    </div>
  );
}

/** Radio buttons in a fieldset whose legend is the label; the error belongs to the group. */
export function RadioField({
  meta,
  label,
  required,
  hint,
  className,
  autoFocus,
  options,
}: FrameProps & { options: Option[] }) {
  const invalid = meta.errors?.length ? true : undefined;
  return (
    <fieldset
      key={meta.key}
      className={className}
      aria-describedby={describedBy(meta, hint)}
      aria-invalid={invalid}
      aria-required={required ? true : undefined}
      role="radiogroup"
    >
      <legend className="font-medium text-slate-800">
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option, index) => (
          <label key={option.value} className="flex items-center gap-2 py-1">
            <input
              type="radio"
              name={meta.name}
              value={option.value}
              id={index === 0 ? meta.id : `${meta.id}-${option.value}`}
              defaultChecked={meta.initialValue === option.value}
              required={required || undefined}
              autoFocus={autoFocus && index === 0}
              className="h-5 w-5 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessages meta={meta} hint={hint} />
    </fieldset>
  );
}

/** A group of fields under a legend (the admission form's sections). */
export function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded border border-slate-200 p-4">
      <legend className="px-1 text-lg font-semibold text-brand-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A 10-digit mobile number: the numeric keypad on phones, exactly ten digits, browser autofill by default. */
export function MobileField({
  autoComplete = "tel",
  ...props
}: Omit<Parameters<typeof TextField>[0], "type" | "inputMode" | "maxLength" | "pattern">) {
  return (
    <TextField
      {...props}
      type="tel"
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={10}
      pattern={props.required ? "[0-9]{10}" : "([0-9]{10})?"}
    />
  );
}

/** The e-mail field as the forms ask for it: labelled, typed for the keyboard, capped at the schema's length. */
export function EmailField(
  props: Omit<Parameters<typeof TextField>[0], "label" | "type" | "autoComplete" | "maxLength">,
) {
  const t = useT();
  return (
    <TextField {...props} label={t("forms.label.email")} type="email" autoComplete="email" maxLength={LIMITS.email} />
  );
}
