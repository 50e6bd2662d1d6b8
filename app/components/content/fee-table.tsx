import "~/messages/static-page-messages.ts";
import { useT } from "~/lib/language.tsx";
import { RevisionDate } from "./revision-date.tsx";
import { type FeeCell, columnTotals, formatIndianRupees, formatPaise } from "~/core/fee-totals.ts";
import type { ExtraCharge, FeeRow, Fees } from "~/schemas/content/fees.ts";
import { DocumentPage } from "./document-page.tsx";
import { TableScroll, tableClass } from "./table-scroll.tsx";
import { DocumentText } from "./english-text.tsx";

const figure = "text-right tabular-nums whitespace-nowrap";

/** "none" is shown as a dash everywhere on the fee pages; screen readers hear the word (or `meaning`). */
export function NoneMark({ meaning }: { meaning?: string }) {
  const t = useT();
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr-only">{meaning ?? t("content.none")}</span>
    </>
  );
}

function Cell({ cell }: { cell: FeeCell }) {
  if (cell.kind === "none") return <NoneMark />;
  if (cell.kind === "note") return <>{cell.text}</>;
  return <>{formatPaise(cell.paise)}</>;
}

/**
 * A fee table: one row per fee item, one column per seat category, and a Total row computed from the rows
 * (app/lib/fee-totals.ts), so a corrected amount corrects the Total too.
 */
export function FeeTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: FeeRow[] }) {
  const t = useT();
  const totals = columnTotals(rows, columns.length);
  return (
    <TableScroll label={caption}>
      {/* relative: the hidden screen-reader texts (absolutely positioned) stay inside the scroll box instead of widening the page. */}
      <table className={`${tableClass.table} relative`}>
        <caption className={tableClass.caption}>
          <DocumentText text={caption} />
        </caption>
        <thead className={tableClass.head}>
          <tr>
            <th scope="col" className={tableClass.th}>
              {t("content.fees.item")}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className={`${tableClass.th} text-right`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.item} className={tableClass.row}>
              <th scope="row" className={`${tableClass.td} font-medium`}>
                {row.item}
              </th>
              {row.cells.map((cell, index) => (
                <td key={columns[index]} className={`${tableClass.td} ${figure}`}>
                  <Cell cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="bg-brand-50 font-semibold">
          <tr>
            <th scope="row" className={tableClass.td}>
              {t("content.fees.total")}
            </th>
            {totals.map((total, index) => (
              <td key={columns[index]} className={`${tableClass.td} ${figure}`}>
                {formatPaise(total)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}

/** Charges outside the fee table (mess, hostel), in whole rupees per year. */
export function ChargesTable({ caption, rows }: { caption: string; rows: ExtraCharge[] }) {
  const t = useT();
  return (
    <TableScroll label={caption}>
      <table className={tableClass.table}>
        <caption className={tableClass.caption}>
          <DocumentText text={caption} />
        </caption>
        <thead className={tableClass.head}>
          <tr>
            <th scope="col" className={tableClass.th}>
              {t("content.fees.charge")}
            </th>
            <th scope="col" className={tableClass.th}>
              {t("content.fees.appliesTo")}
            </th>
            <th scope="col" className={`${tableClass.th} text-right`}>
              {t("content.fees.perYear")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className={tableClass.row}>
              <th scope="row" className={`${tableClass.td} font-medium`}>
                <DocumentText text={row.label} />
              </th>
              <td className={tableClass.td}>{row.appliesTo}</td>
              <td className={`${tableClass.td} ${figure}`}>{formatIndianRupees(row.perYear)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** A whole fee page: intro, the fee table with its Total, charges outside it, and the notes. */
export function FeeStructure({ fees }: { fees: Fees }) {
  return (
    <DocumentPage title={fees.title}>
      {fees.intro.map((paragraph) => (
        <p key={paragraph}>
          <DocumentText text={paragraph} />
        </p>
      ))}
      <FeeTable caption={fees.caption} columns={fees.columns} rows={fees.rows} />
      {fees.charges ? <ChargesTable caption={fees.charges.caption} rows={fees.charges.rows} /> : null}
      {fees.notes.length ? (
        <ul className="list-disc space-y-1 pl-6 text-sm text-slate-700">
          {fees.notes.map((note) => (
            <li key={note}>
              <DocumentText text={note} />
            </li>
          ))}
        </ul>
      ) : null}
      <RevisionDate />
    </DocumentPage>
  );
}
