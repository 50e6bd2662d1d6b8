import { idOf } from "~/core/curriculum-form.ts";
import { staffClass } from "./staff-ui.tsx";

const invalidClass = "aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";

/**
 * The id of a field in the page: its name without the semester (`rows-1-th-max`), since one semester is edited at
 * a time; ids may not hold brackets in CSS.
 */
export const fieldId = (name: string) => idOf(name.replace(/^semesters\[\d+\]\./, ""));

export interface FieldContext {
  errors: Record<string, string>;
  focus: string | undefined;
  /** The first field with a problem, which gets the focus when the form comes back refused. */
  firstError: string | undefined;
}

/** One labelled text field of the curriculum editor, its problem (if any) under it. */
export function CurriculumField({
  name,
  label,
  value,
  onChange,
  context,
  inputMode,
  className = "",
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  context: FieldContext;
  inputMode?: "numeric";
  className?: string;
}) {
  const id = fieldId(name);
  const error = context.errors[name];
  return (
    <div className={className}>
      <label htmlFor={id} className={staffClass.label}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        value={value}
        inputMode={inputMode}
        onChange={(event) => onChange(event.target.value)}
        autoFocus={context.focus === id || (error !== undefined && context.firstError === name) || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${staffClass.input} ${invalidClass}`}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A button that changes the rows: it posts the whole form with its intent (`up:2`, `remove-option:3:1`). */
export function RowButton({
  value,
  id,
  focus,
  disabled = false,
  danger = false,
  children,
}: {
  value: string;
  id: string;
  focus: string | undefined;
  disabled?: boolean;
  danger?: boolean;
  children: string;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={value}
      id={id}
      disabled={disabled}
      autoFocus={focus === id || undefined}
      className={danger ? staffClass.danger : staffClass.secondary}
    >
      {children}
    </button>
  );
}
