import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useT } from "~/lib/language.tsx";
import type { Semester } from "~/schemas/content/curriculum.ts";
import { CurriculumTable } from "./curriculum-table.tsx";

/** Where a key moves the selection among `count` tabs (WAI-ARIA: arrows wrap, Home/End); null for other keys. */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/**
 * Semester tabs after the WAI-ARIA tabs pattern, with automatic activation. Every panel is in the server HTML;
 * inactive ones carry `hidden`, so without JavaScript the 1st semester shows and the page still makes sense.
 * While printing all panels show: Tailwind's preflight hides [hidden] with !important, which a print: utility
 * cannot beat, so the attribute itself is dropped for the print (flushSync, because the browser lays out the
 * print right after the beforeprint handlers return).
 */
export function CurriculumTabs({ semesters, idPrefix = "semester" }: { semesters: Semester[]; idPrefix?: string }) {
  const t = useT();
  const [selected, setSelected] = useState(0);
  const [printing, setPrinting] = useState(false);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener("beforeprint", before);
    window.addEventListener("afterprint", after);
    return () => {
      window.removeEventListener("beforeprint", before);
      window.removeEventListener("afterprint", after);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextTabIndex(event.key, index, semesters.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };

  const tabId = (index: number) => `${idPrefix}-tab-${index + 1}`;
  const panelId = (index: number) => `${idPrefix}-panel-${index + 1}`;

  return (
    <div>
      <div
        role="tablist"
        aria-label={t("content.curriculum.semesters")}
        className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap print:hidden"
      >
        {semesters.map((semester, index) => {
          const active = index === selected;
          return (
            <button
              key={semester.name}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={active}
              aria-controls={panelId(index)}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              // Buttons rather than folder tabs: they stay clear when the row wraps on a phone.
              className={`rounded border-2 px-3 py-2 text-sm font-semibold sm:px-4 sm:text-base ${
                active
                  ? "border-brand-800 bg-brand-800 text-white"
                  : "border-slate-300 bg-white text-brand-900 hover:border-brand-700 hover:bg-brand-50"
              }`}
            >
              {semester.name}
            </button>
          );
        })}
      </div>
      {semesters.map((semester, index) => (
        <div
          key={semester.name}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          hidden={index !== selected && !printing}
          className="pt-4 print:break-inside-avoid-page"
        >
          <CurriculumTable semester={semester} />
        </div>
      ))}
    </div>
  );
}
