import { useState } from "react";
import { Form } from "react-router";
import { type CellKind, type FeeFormRow, formTotals } from "~/core/fee-table-form.ts";
import { useT } from "~/lib/language.tsx";
import { FeeRowFields } from "./fee-row-fields.tsx";
import { TableHead, staffClass } from "./staff-ui.tsx";

export interface FeeEditorState {
  rows: FeeFormRow[];
  note: string;
  baseRevision: number;
  errors: Record<string, string>;
  focus?: string;
}

/**
 * The fee table's rows as form fields. Every button posts the whole form: a row added, removed or moved comes back
 * from the server with the change (nothing stored until Save), so it all works without JavaScript; with it, the
 * totals follow each keystroke. Totals are computed from the rows, never typed. The first button of the form is
 * "Recalculate totals", so Enter in a field stores nothing by surprise.
 */
export function FeeTableEditor({ columns, state }: { columns: string[]; state: FeeEditorState }) {
  const t = useT();
  const [rows, setRows] = useState(state.rows);
  const totals = formTotals(rows, columns.length);
  const setItem = (index: number, item: string) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, item } : row)));
  const setCell = (index: number, column: number, change: { kind?: CellKind; value?: string }) =>
    setRows((current) =>
      current.map((row, i) =>
        i === index
          ? { ...row, cells: row.cells.map((cell, c) => (c === column ? { ...cell, ...change } : cell)) }
          : row,
      ),
    );
  const tableError = state.errors[""] ?? state.errors.rows;
  return (
    <Form method="post" noValidate className="space-y-4" aria-label={t("console.fees.rows")}>
      <input type="hidden" name="baseRevision" value={state.baseRevision} />
      <div className="flex flex-wrap items-center gap-3">
        <p className="flex-1">{t("console.fees.fromRevision", { revision: state.baseRevision })}</p>
        <button type="submit" name="intent" value="recalculate" className={staffClass.secondary}>
          {t("console.fees.recalculate")}
        </button>
      </div>
      <p id="cell-hint" className="text-sm text-slate-700">
        {t("console.fees.cellHint")}
      </p>
      {tableError ? <p className="font-medium text-red-700">{tableError}</p> : null}
      <ol className="space-y-3">
        {rows.map((row, index) => (
          <li key={index}>
            <FeeRowFields
              row={row}
              index={index}
              count={rows.length}
              columns={columns}
              errors={state.errors}
              focus={state.focus}
              onItem={(item) => setItem(index, item)}
              onCell={(column, change) => setCell(index, column, change)}
            />
          </li>
        ))}
      </ol>
      <button type="submit" name="intent" value="add" className={staffClass.secondary}>
        {t("console.fees.addRow")}
      </button>
      <div className="overflow-x-auto">
        <table className={`${staffClass.table} max-w-xl`}>
          <caption className="p-2 text-left font-semibold">{t("console.fees.totalsCaption")}</caption>
          <TableHead headings={["", ...columns]} blankLabel={t("console.fees.item")} />
          <tbody>
            <tr>
              <th scope="row" className={staffClass.td}>
                {t("console.fees.total")}
              </th>
              {totals.map((total, column) => (
                <td key={column} className={`${staffClass.td} font-semibold tabular-nums`}>
                  {total ?? t("console.fees.totalUnknown")}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
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
