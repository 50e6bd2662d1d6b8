import type { ReactNode } from "react";
import { useT } from "~/lib/language.tsx";

/** Shared look of the staff console: plain, dense, high contrast. */
export const staffClass = {
  input: "mt-1 block w-full rounded border border-slate-400 px-3 py-2 text-base",
  label: "block text-sm font-semibold",
  button: "min-h-10 rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800",
  secondary: "min-h-9 rounded border border-slate-400 bg-white px-3 py-1 text-sm hover:bg-slate-100",
  danger: "min-h-9 rounded border border-red-700 bg-white px-3 py-1 text-sm text-red-800 hover:bg-red-50",
  table: "w-full border-collapse text-left text-sm",
  th: "border-b-2 border-slate-300 px-2 py-2 font-semibold",
  td: "border-b border-slate-200 px-2 py-2 align-top",
} as const;

export function StaffPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      {children}
    </div>
  );
}

/** A message after an action; role="status" so screen readers announce it. */
export function Notice({ tone, children }: { tone: "ok" | "error"; children: ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`rounded border-l-4 p-3 ${tone === "error" ? "border-red-700 bg-red-50 text-red-900" : "border-green-700 bg-green-50 text-green-900"}`}
    >
      {children}
    </p>
  );
}

/** The buttons of one item of an ordered list: save its fields, move it, delete it (the intent names the action). */
export function ItemButtons({ index, count }: { index: number; count: number }) {
  const t = useT();
  return (
    <>
      <button type="submit" name="intent" value="save" className={staffClass.secondary}>
        {t("console.save")}
      </button>
      <button
        type="submit"
        name="intent"
        value="up"
        formNoValidate
        disabled={index === 0}
        className={staffClass.secondary}
      >
        {t("console.moveUp")}
      </button>
      <button
        type="submit"
        name="intent"
        value="down"
        formNoValidate
        disabled={index === count - 1}
        className={staffClass.secondary}
      >
        {t("console.moveDown")}
      </button>
      <button type="submit" name="intent" value="delete" formNoValidate className={staffClass.danger}>
        {t("console.delete")}
      </button>
    </>
  );
}

/** Label and value pairs of one record, as a description list (two columns from the small breakpoint on). */
export function FieldList({ fields }: { fields: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[14rem_1fr]">
      {fields.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="whitespace-pre-line break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The header row of a console table; an empty heading is named for screen readers as `blankLabel`. */
export function TableHead({ headings, blankLabel }: { headings: string[]; blankLabel?: string }) {
  const t = useT();
  return (
    <thead>
      <tr>
        {headings.map((heading, i) => (
          <th key={i} scope="col" className={staffClass.th}>
            {heading || <span className="sr-only">{blankLabel ?? t("console.actions")}</span>}
          </th>
        ))}
      </tr>
    </thead>
  );
}
