import type { ReactNode } from "react";
import { idOf } from "~/core/policy-text-form.ts";
import { staffClass } from "./staff-ui.tsx";

const invalidClass = "aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";

// A button that cannot act (the first element's "up") looks so, besides being skipped by Tab.
const disabledClass = "disabled:cursor-not-allowed disabled:opacity-50";

/** What every part of the policy editor is drawn with: the field problems and the control to focus. */
export interface EditorView {
  errors: Record<string, string>;
  focus: string | undefined;
}

/**
 * One text field named by its document path, its problem beside it. Fields are uncontrolled: the form is drawn
 * afresh from the server's answer after every button, so nothing in the browser needs to hold them.
 */
export function PolicyTextField({
  name,
  label,
  value,
  view,
  hint,
  type = "text",
  wide = true,
}: {
  name: string;
  label: string;
  value: string;
  view: EditorView;
  hint?: string;
  type?: "text" | "date";
  wide?: boolean;
}) {
  const id = idOf(name);
  const error = view.errors[name];
  const described = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ");
  return (
    <div className={wide ? "min-w-48 flex-1" : ""}>
      <label htmlFor={id} className={staffClass.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        autoFocus={view.focus === id || (error !== undefined && firstError(view.errors) === name) || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
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

/** The first field with a problem, in the order of the form, which gets the focus when the form comes back. */
function firstError(errors: Record<string, string>): string | undefined {
  return Object.keys(errors).find((name) => name !== "");
}

/**
 * The buttons that move an element of a list up or down or remove it; each posts the whole form with its intent
 * (`up:sections[1]`), and the one pressed keeps the focus in the form drawn again.
 */
export function MoveButtons({
  name: path,
  index,
  count,
  view,
  labels,
  keepOne = true,
}: {
  name: string;
  index: number;
  count: number;
  view: EditorView;
  labels: { up: string; down: string; remove: string };
  keepOne?: boolean;
}) {
  const button = (action: "up" | "down" | "remove", disabled: boolean, label: string) => {
    const id = `${idOf(path)}-${action}`;
    return (
      <button
        key={action}
        type="submit"
        name="intent"
        value={`${action}:${path}`}
        id={id}
        disabled={disabled}
        autoFocus={view.focus === id || undefined}
        className={`${action === "remove" ? staffClass.danger : staffClass.secondary} ${disabledClass}`}
      >
        {label}
      </button>
    );
  };
  const actions: ["up" | "down" | "remove", boolean][] = [
    ["up", index === 0],
    ["down", index === count - 1],
    ["remove", keepOne && count === 1],
  ];
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map(([action, disabled]) => button(action, disabled, labels[action]))}
    </div>
  );
}

/** A group of fields for one element; its id is what a removed element's neighbour is focused by. */
export function PolicyGroup({
  name: path,
  legend,
  view,
  children,
  tone = "border-slate-300",
}: {
  name: string;
  legend: string;
  view: EditorView;
  children: ReactNode;
  tone?: string;
}) {
  const id = idOf(path);
  const error = view.errors[path];
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      autoFocus={view.focus === id || undefined}
      className={`min-w-0 space-y-3 rounded-lg border p-3 ${tone}`}
    >
      <legend className="px-1 font-semibold">{legend}</legend>
      {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
      {children}
    </fieldset>
  );
}

/** A button that posts the whole form with `add:<array path>`. */
export function AddButton({ name: path, view, children }: { name: string; view: EditorView; children: string }) {
  const id = `${idOf(path)}-add`;
  return (
    <button
      type="submit"
      name="intent"
      value={`add:${path}`}
      id={id}
      autoFocus={view.focus === id || undefined}
      className={staffClass.secondary}
    >
      {children}
    </button>
  );
}
