import { useState } from "react";
import { Form } from "react-router";
import {
  type CurriculumFormRow,
  type SemesterTotals,
  keepsStoredTotals,
  semesterTotals,
} from "~/core/curriculum-form.ts";
import { useT } from "~/lib/language.tsx";
import { type FieldContext } from "./curriculum-field.tsx";
import { CurriculumRowFields } from "./curriculum-row-fields.tsx";
import { staffClass } from "./staff-ui.tsx";

export interface CurriculumEditorState {
  rows: CurriculumFormRow[];
  note: string;
  baseRevision: number;
  errors: Record<string, string>;
  focus?: string;
}

/** The semester as stored in the revision loaded: its rows keep its stored Total row while they are unchanged. */
export interface StoredSemester {
  index: number;
  name: string;
  rows: unknown[];
  total: SemesterTotals;
}

/**
 * One semester's rows as form fields. Every button posts the whole form: a row or an option added, removed or
 * moved comes back from the server with the change (nothing stored until Save), so it all works without
 * JavaScript; with it, the Total row follows each keystroke. The Total row is computed, never typed. The form's
 * first button is "Recalculate totals", so Enter in a field stores nothing by surprise.
 */
export function CurriculumEditor({ semester, state }: { semester: StoredSemester; state: CurriculumEditorState }) {
  const t = useT();
  const [rows, setRows] = useState(state.rows);
  const unchanged = keepsStoredTotals(semester.rows, rows);
  const totals = unchanged ? semester.total : semesterTotals(rows);
  const change = (index: number, update: (row: CurriculumFormRow) => CurriculumFormRow) =>
    setRows((current) => current.map((row, i) => (i === index ? update(row) : row)));
  const context: FieldContext = {
    errors: state.errors,
    focus: state.focus,
    firstError: Object.keys(state.errors).find((name) => /rows\[\d+\]\./.test(name)),
  };
  const prefix = `semesters[${semester.index}]`;
  const rowsError = state.errors[`${prefix}.rows`] ?? state.errors[""];
  const totalError = state.errors[`${prefix}.total`];
  return (
    <Form
      method="post"
      noValidate
      className="space-y-4"
      aria-label={t("console.curriculum.rows", { name: semester.name })}
    >
      <input type="hidden" name="baseRevision" value={state.baseRevision} />
      <input type="hidden" name="semester" value={semester.index} />
      <div className="flex flex-wrap items-center gap-3">
        <p className="flex-1">{t("console.fees.fromRevision", { revision: state.baseRevision })}</p>
        <button type="submit" name="intent" value="recalculate" className={staffClass.secondary}>
          {t("console.fees.recalculate")}
        </button>
      </div>
      <p className="text-sm text-slate-700">{t("console.curriculum.blankHint")}</p>
      {rowsError ? <p className="font-medium text-red-700">{rowsError}</p> : null}
      <ol className="space-y-3">
        {rows.map((row, index) => (
          <li key={index}>
            <CurriculumRowFields
              semester={semester.index}
              row={row}
              index={index}
              count={rows.length}
              context={context}
              onField={(key, value) => change(index, (r) => ({ ...r, fields: { ...r.fields, [key]: value } }))}
              onOption={(option, key, value) =>
                change(index, (r) => ({
                  ...r,
                  options: r.options.map((o, i) => (i === option ? { ...o, [key]: value } : o)),
                }))
              }
            />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="add-subject" className={staffClass.secondary}>
          {t("console.curriculum.addSubject")}
        </button>
        <button type="submit" name="intent" value="add-group" className={staffClass.secondary}>
          {t("console.curriculum.addGroup")}
        </button>
      </div>
      <SemesterTotalsTable name={semester.name} totals={totals} kept={unchanged} error={totalError} />
      <div className="flex flex-wrap items-end gap-3 border-t border-slate-200 pt-4">
        <label className={`${staffClass.label} min-w-64 flex-1`}>
          {t("console.fees.note")}
          <input name="note" defaultValue={state.note} maxLength={500} className={staffClass.input} />
        </label>
        <button type="submit" name="intent" value="save" className={staffClass.button}>
          {t("console.fees.save")}
        </button>
      </div>
    </Form>
  );
}

const COLUMNS = ["th", "pr", "or", "tw", "sw"] as const;

/** The semester's Total row as the public page will print it; a list of terms so it fits 360 px. */
function SemesterTotalsTable({
  name,
  totals,
  kept,
  error,
}: {
  name: string;
  totals: SemesterTotals | null;
  kept: boolean;
  error: string | undefined;
}) {
  const t = useT();
  return (
    <section aria-labelledby="semester-totals" className="rounded-lg border border-slate-300 p-3">
      <h3 id="semester-totals" className="font-semibold">
        {t("console.curriculum.totalsCaption", { name })}
      </h3>
      {error ? <p className="font-medium text-red-700">{error}</p> : null}
      {totals ? (
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
          {[
            [t("console.curriculum.totalScheme"), totals.scheme],
            ...COLUMNS.map((column) => [column.toUpperCase(), totals[column]]),
            [t("console.curriculum.weeklyHours"), String(totals.weeklyHours)],
            [t("console.curriculum.totalMarks"), String(totals.totalMarks)],
          ].map(([term, value]) => (
            <div key={term}>
              <dt className="text-sm text-slate-700">{term}</dt>
              <dd className="font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 font-medium text-red-700">{t("console.curriculum.totalUnknown")}</p>
      )}
      {kept ? <p className="mt-2 text-sm text-slate-700">{t("console.curriculum.keptTotals")}</p> : null}
    </section>
  );
}
