import { type ReactNode, useId } from "react";
import { TableScroll, tableClass } from "./table-scroll.tsx";
import { DocumentText } from "./english-text.tsx";

export interface PeopleColumn<Row> {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** The column that names the row (the person's name) is a row header for screen readers. */
  rowHeader?: boolean;
  /** Narrow columns (serial number, photo, date) do not wrap or stretch. */
  narrow?: boolean;
  /**
   * Width classes for the column, so tables of the same kind line up one under another and a phone
   * scrolls the table rather than squeezing a name into one word per line.
   */
  width?: string;
}

interface Props<Row> {
  /** Names the table and its scroll box; visible above the table unless hideCaption (a heading already says it). */
  caption: string;
  hideCaption?: boolean;
  columns: PeopleColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}

/** A table of people (governors, advisers, faculty, staff) that scrolls inside its own box on a phone. */
export function PeopleTable<Row>({ caption, hideCaption = false, columns, rows, rowKey }: Props<Row>) {
  // The scroll box is named by the caption, so English words in it keep their language mark (decision 071).
  const captionId = useId();
  return (
    <TableScroll labelledBy={captionId}>
      <table className={tableClass.table}>
        <caption id={captionId} className={hideCaption ? "sr-only" : tableClass.caption}>
          <DocumentText text={caption} />
        </caption>
        <thead className={tableClass.head}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`${tableClass.th} ${column.narrow ? "w-px whitespace-nowrap" : ""} ${column.width ?? ""}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row)} className={tableClass.row}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.header} scope="row" className={`${tableClass.td} font-semibold`}>
                    {column.cell(row, index)}
                  </th>
                ) : (
                  <td key={column.header} className={`${tableClass.td} ${column.narrow ? "whitespace-nowrap" : ""}`}>
                    {column.cell(row, index)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
