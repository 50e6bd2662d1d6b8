/**
 * Fee arithmetic. Amounts are printed in rupees with two decimals ("45000.00") but summed as whole paise,
 * so a Total can never drift by floating-point error (0.1 + 0.2 !== 0.3). Totals are always computed from
 * the rows, never stored, so a corrected row corrects its Total too.
 */

/** One cell of a fee table: an amount, "none" (the fee does not apply), or a note such as "If applicable". */
export type FeeCell = { kind: "amount"; paise: number } | { kind: "none" } | { kind: "note"; text: string };

const RUPEES = /^(\d{1,9})\.(\d{2})$/;

/** "45000.00" → 4500000 paise. Only the printed form with exactly two decimals is accepted. */
export function parseRupees(text: string): number {
  const match = RUPEES.exec(text);
  if (!match) throw new Error(`not a rupee amount with two decimals: ${JSON.stringify(text)}`);
  return Number(match[1]) * 100 + Number(match[2]);
}

/** 4500000 paise → "45000.00" (the form the fee tables print, without grouping, as the college prints it). */
export function formatPaise(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new Error(`not a paise amount: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `${rupees}.${String(rest).padStart(2, "0")}`;
}

/** The paise a cell adds to its column's Total: "none" and notes add nothing. */
export const cellPaise = (cell: FeeCell): number => (cell.kind === "amount" ? cell.paise : 0);

/** Column totals in paise, one per column, over every row. */
export function columnTotals(rows: readonly { cells: readonly FeeCell[] }[], columnCount: number): number[] {
  const totals = new Array<number>(columnCount).fill(0);
  for (const row of rows) {
    if (row.cells.length !== columnCount)
      throw new Error(`a fee row has ${row.cells.length} cells, expected ${columnCount}`);
    row.cells.forEach((cell, index) => {
      totals[index] = (totals[index] ?? 0) + cellPaise(cell);
    });
  }
  return totals;
}

/** Whole rupees in the Indian grouping the college uses in running text: 60000 → "60,000". */
export const formatIndianRupees = (rupees: number): string => new Intl.NumberFormat("en-IN").format(rupees);
