/** The parts every control of the generated page editor shares (decision 046): ids, problems, focus. */
export const invalidClass =
  "aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";

/** The id of a field in the page (`members[1].name` → `f-members-1-name`): ids may not hold brackets in CSS. */
export const fieldId = (name: string) => `f-${name.replace(/[[\].]+/g, "-").replace(/-$/, "")}`;

export interface FieldsContext {
  errors: Record<string, string>;
  focus: string | undefined;
  /** The name of the first field with a problem, focused when the form is drawn again. */
  firstError: string | undefined;
}

export function ErrorText({ name, context }: { name: string; context: FieldsContext }) {
  const error = context.errors[name];
  return error ? (
    <p id={`${fieldId(name)}-error`} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

export const focusProps = (name: string, context: FieldsContext) => ({
  id: fieldId(name),
  autoFocus: context.focus === name || context.firstError === name || undefined,
  "aria-invalid": context.errors[name] ? true : undefined,
  "aria-describedby": context.errors[name] ? `${fieldId(name)}-error` : undefined,
});
