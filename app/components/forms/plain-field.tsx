import type { ReactNode } from "react";
import { RequiredMark } from "./fields.tsx";

export const controlClass =
  "mt-1 block w-full rounded border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";

/** The ids a control's hint and problem carry, for its aria-describedby. */
export function describedBy(id: string, hint?: string, error?: string) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

/** A control's hint and its problem, each under the id `describedBy` gives it. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * A field of a form the server draws whole (no React in the browser): a visible label, a hint and its problem
 * beside it, both tied to the control by `aria-describedby`. The control is the caller's (input, select, textarea).
 */
export function PlainField({
  id,
  label,
  hint,
  error,
  required = false,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <div className="font-medium text-slate-800">
        <label htmlFor={id}>{label}</label>
        {required ? <RequiredMark /> : null}
      </div>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

export const submitClass =
  "rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2";
