import type { FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { useFirstInvalid } from "./console-form.tsx";
import { staffClass } from "./staff-ui.tsx";

/**
 * The controls of a console form, each with its label and, below it, the error the server gave for it: the control
 * says aria-invalid and points at the message with aria-describedby. Values come from Conform (the saved item, or
 * what was typed when the post was refused).
 */
type Meta = FieldMetadata<unknown>;

const invalidClass = "aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";
const inputClass = `${staffClass.input} ${invalidClass}`;

function useControl(meta: Meta, hint?: string) {
  const first = useFirstInvalid();
  const invalid = Boolean(meta.errors?.length);
  const describedBy = [hint ? meta.descriptionId : null, invalid ? meta.errorId : null].filter(Boolean).join(" ");
  return {
    id: meta.id,
    name: meta.name,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy || undefined,
    autoFocus: invalid && first === meta.name ? true : undefined,
  };
}

const initialText = (meta: Meta) =>
  typeof meta.initialValue === "string" || typeof meta.initialValue === "number" ? String(meta.initialValue) : "";

export function FieldError({ meta }: { meta: Meta }) {
  return meta.errors?.length ? (
    <p id={meta.errorId} className="mt-1 text-sm font-medium text-red-700">
      {meta.errors[0]}
    </p>
  ) : null;
}

interface FieldProps {
  meta: Meta;
  label: ReactNode;
  /** Sits under the control, tied to it with aria-describedby. */
  hint?: string;
  className?: string;
}

function Frame({ meta, label, hint, className, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={meta.id} className={staffClass.label}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={meta.descriptionId} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <FieldError meta={meta} />
    </div>
  );
}

/** A text, e-mail, password, number, date or file input. */
export function InputField({
  meta,
  label,
  hint,
  className,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "defaultValue">) {
  return (
    <Frame meta={meta} label={label} hint={hint} className={className}>
      <input
        key={meta.key}
        defaultValue={input.type === "file" ? undefined : initialText(meta)}
        className={inputClass}
        {...input}
        {...useControl(meta, hint)}
      />
    </Frame>
  );
}

export function TextAreaField({
  meta,
  label,
  hint,
  className,
  ...textarea
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name" | "defaultValue">) {
  return (
    <Frame meta={meta} label={label} hint={hint} className={className}>
      <textarea
        key={meta.key}
        defaultValue={initialText(meta)}
        className={inputClass}
        {...textarea}
        {...useControl(meta, hint)}
      />
    </Frame>
  );
}

export function SelectField({
  meta,
  label,
  hint,
  className,
  options,
  ...select
}: FieldProps & {
  options: readonly { value: string; label: string }[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name" | "defaultValue">) {
  return (
    <Frame meta={meta} label={label} hint={hint} className={className}>
      <select
        key={meta.key}
        defaultValue={initialText(meta)}
        className={inputClass}
        {...select}
        {...useControl(meta, hint)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/** A checkbox: checked when its value is "on" (Conform's form of true). */
export function CheckboxField({ meta, label }: { meta: Meta; label: ReactNode }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        key={meta.key}
        type="checkbox"
        defaultChecked={meta.initialValue === "on"}
        className="h-5 w-5"
        {...useControl(meta)}
      />{" "}
      {label}
    </label>
  );
}

/** Radio buttons under a legend; the error belongs to the group. */
export function RadioField({
  meta,
  legend,
  options,
}: {
  meta: Meta;
  legend: ReactNode;
  options: readonly { value: string; label: string }[];
}) {
  const control = useControl(meta);
  return (
    <fieldset role="radiogroup" aria-invalid={control["aria-invalid"]} aria-describedby={control["aria-describedby"]}>
      <legend className="font-semibold">{legend}</legend>
      {options.map((option, index) => (
        <label key={option.value} className="mt-2 flex items-center gap-2">
          <input
            type="radio"
            name={meta.name}
            value={option.value}
            id={index === 0 ? meta.id : `${meta.id}-${option.value}`}
            defaultChecked={meta.initialValue === option.value}
            autoFocus={control.autoFocus && index === 0}
            className="h-5 w-5"
          />
          {option.label}
        </label>
      ))}
      <FieldError meta={meta} />
    </fieldset>
  );
}
