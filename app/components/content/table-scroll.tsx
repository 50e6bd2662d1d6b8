import type { ReactNode } from "react";

/**
 * Wide tables scroll inside their own box on a phone instead of widening the page; the box is focusable
 * and labelled so keyboard users can scroll it too.
 */
export function TableScroll({
  label,
  labelledBy,
  children,
}: {
  /** The box's name, or the id of what names it (a caption whose words may be marked by language). */
  label?: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      tabIndex={0}
      className="relative max-w-full overflow-x-auto rounded border border-slate-200 focus-visible:outline-3 print:overflow-visible"
    >
      {children}
    </div>
  );
}

/** Class names for the site's data tables, one look everywhere. */
export const tableClass = {
  table: "w-full border-collapse text-left text-sm",
  head: "bg-brand-800 text-white",
  th: "border border-slate-300 px-3 py-2 font-semibold align-bottom",
  td: "border border-slate-200 px-3 py-2 align-top",
  row: "even:bg-slate-50",
  caption: "caption-top p-2 text-left font-semibold text-brand-900",
} as const;
