import "~/messages/static-page-messages.ts";
import { useT } from "~/lib/language.tsx";
import type { Semester } from "~/schemas/content/curriculum.ts";
import { CurriculumTable } from "./curriculum-table.tsx";
import { DocumentText } from "./english-text.tsx";

/**
 * Semester tabs after the WAI-ARIA tabs pattern, with automatic activation. Every panel is in the server HTML;
 * inactive ones carry `hidden`, so without JavaScript the 1st semester shows and the page still makes sense. The
 * shell script (app/browser/shell.ts, `data-tabs`) switches tabs on click, arrows, Home and End, and shows every
 * panel while printing; the look of the selected tab follows `aria-selected`.
 */
export function CurriculumTabs({ semesters, idPrefix = "semester" }: { semesters: Semester[]; idPrefix?: string }) {
  const t = useT();
  const tabId = (index: number) => `${idPrefix}-tab-${index + 1}`;
  const panelId = (index: number) => `${idPrefix}-panel-${index + 1}`;

  return (
    <div>
      <div
        role="tablist"
        data-tabs=""
        aria-label={t("content.curriculum.semesters")}
        className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap print:hidden"
      >
        {semesters.map((semester, index) => (
          <button
            key={semester.name}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === 0}
            aria-controls={panelId(index)}
            tabIndex={index === 0 ? 0 : -1}
            // Buttons rather than folder tabs: they stay clear when the row wraps on a phone.
            className="rounded border-2 border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-brand-900 aria-[selected=false]:hover:border-brand-700 aria-[selected=false]:hover:bg-brand-50 aria-selected:border-brand-800 aria-selected:bg-brand-800 aria-selected:text-white sm:px-4 sm:text-base"
          >
            <DocumentText text={semester.name} />
          </button>
        ))}
      </div>
      {semesters.map((semester, index) => (
        <div
          key={semester.name}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          hidden={index !== 0}
          className="pt-4 print:break-inside-avoid-page"
        >
          <CurriculumTable semester={semester} />
        </div>
      ))}
    </div>
  );
}
