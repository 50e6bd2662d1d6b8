import { formatPaise, parseRupees } from "./fee-totals.ts";

/*
 * The fee table as the console's editor holds it: each cell a kind (an amount, "does not apply", a note) and the
 * text typed for it. The stored document keeps what the shape's schema reads (app/schemas/content/fees.ts):
 * "45000.00" (rupees and paise as text), null, or { note }. Field names follow the document's paths
 * (`rows[1].item`, `rows[1].cells[0]`), so the shape's issues and a conflict's changed fields land beside the
 * field they concern.
 */

export type CellKind = "amount" | "none" | "note";
export interface FeeFormCell {
  kind: CellKind;
  value: string;
}
export interface FeeFormRow {
  item: string;
  cells: FeeFormCell[];
}

/** A stored cell as the editor shows it. */
export function formCell(cell: unknown): FeeFormCell {
  if (cell === null || cell === undefined) return { kind: "none", value: "" };
  if (typeof cell === "string") return { kind: "amount", value: cell };
  const note = (cell as { note?: unknown }).note;
  return { kind: "note", value: typeof note === "string" ? note : "" };
}

/** The stored rows of a fees document as the editor's rows. */
export function formRows(rows: unknown): FeeFormRow[] {
  if (!Array.isArray(rows)) return [];
  return rows.map((row: { item?: unknown; cells?: unknown }) => ({
    item: typeof row.item === "string" ? row.item : "",
    cells: Array.isArray(row.cells) ? row.cells.map(formCell) : [],
  }));
}

/** "6000" is read as whole rupees, "6000.5" as 6000.50: the schema keeps exactly two decimals. */
export function normalisedAmount(text: string): string {
  const value = text.trim().replace(/,/g, "");
  if (/^\d+$/.test(value)) return `${value}.00`;
  if (/^\d+\.\d$/.test(value)) return `${value}0`;
  return value;
}

/** An editor's cell as the document stores it; the schema then says whether it is right. */
export function storedCell(cell: FeeFormCell): string | null | { note: string } {
  if (cell.kind === "none") return null;
  if (cell.kind === "note") return { note: cell.value.trim() };
  return normalisedAmount(cell.value);
}

export const storedRows = (rows: FeeFormRow[]) =>
  rows.map((row) => ({ item: row.item.trim(), cells: row.cells.map(storedCell) }));

const FIELD = /^rows\[(\d+)\]\.(?:item|cells\[(\d+)\]\.(kind|value))$/;
const isKind = (value: string): value is CellKind => value === "amount" || value === "none" || value === "note";

/** The rows of a posted editor form, in their order, each with one cell per column. */
export function parseFeeRows(form: FormData, columnCount: number): FeeFormRow[] {
  const rows = new Map<number, FeeFormRow>();
  const rowAt = (index: number) => {
    if (!rows.has(index)) rows.set(index, { item: "", cells: emptyCells(columnCount) });
    return rows.get(index)!;
  };
  for (const [name, raw] of form.entries()) {
    const match = FIELD.exec(name);
    if (!match || typeof raw !== "string") continue;
    const row = rowAt(Number(match[1]));
    if (match[2] === undefined) {
      row.item = raw;
      continue;
    }
    const cell = row.cells[Number(match[2])];
    if (!cell) continue;
    if (match[3] === "kind") cell.kind = isKind(raw) ? raw : "amount";
    else cell.value = raw;
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

const emptyCells = (count: number): FeeFormCell[] =>
  Array.from({ length: count }, () => ({ kind: "amount", value: "" }));

/** A button's intent: add a row at the end, or remove or move row `index`. Anything else changes nothing. */
export function applyRowIntent(rows: FeeFormRow[], intent: string, columnCount: number): FeeFormRow[] {
  if (intent === "add") return [...rows, { item: "", cells: emptyCells(columnCount) }];
  const match = /^(remove|up|down):(\d+)$/.exec(intent);
  if (!match) return rows;
  const index = Number(match[2]);
  if (index >= rows.length) return rows;
  const next = [...rows];
  if (match[1] === "remove") {
    next.splice(index, 1);
    return next;
  }
  const other = match[1] === "up" ? index - 1 : index + 1;
  if (other < 0 || other >= rows.length) return rows;
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}

/** Where focus goes after a row moved or was removed: the same button of the row's new place, or a neighbour's. */
export function focusAfter(intent: string, rowCount: number): string | undefined {
  if (intent === "add") return `rows-${rowCount - 1}-item`;
  const match = /^(remove|up|down):(\d+)$/.exec(intent);
  if (!match) return undefined;
  const index = Number(match[2]);
  if (match[1] === "remove") return rowCount > 0 ? `rows-${Math.min(index, rowCount - 1)}-item` : undefined;
  const moved = match[1] === "up" ? Math.max(index - 1, 0) : Math.min(index + 1, rowCount - 1);
  // At the top (or the bottom) the same button is disabled and cannot hold focus: its neighbour takes it.
  if (match[1] === "up" && moved === 0) return `rows-0-down`;
  if (match[1] === "down" && moved === rowCount - 1) return `rows-${moved}-up`;
  return `rows-${moved}-${match[1]}`;
}

/**
 * Each column's Total as the public page prints it ("41000.00"), summed in paise; null for a column whose amounts
 * are not all readable yet (the editor asks to fix them rather than show a wrong sum).
 */
export function formTotals(rows: FeeFormRow[], columnCount: number): (string | null)[] {
  return Array.from({ length: columnCount }, (_, column) => {
    let paise = 0;
    for (const row of rows) {
      const cell = row.cells[column];
      if (!cell || cell.kind !== "amount") continue;
      try {
        paise += parseRupees(normalisedAmount(cell.value));
      } catch {
        return null;
      }
    }
    return formatPaise(paise);
  });
}

const sameCell = (a: FeeFormCell | undefined, b: FeeFormCell | undefined) =>
  a !== undefined && b !== undefined && JSON.stringify(storedCell(a)) === JSON.stringify(storedCell(b));

/**
 * The form an editor gets back when someone saved meanwhile: what they typed, and the newer values of the fields
 * they left as they found them, so saving again loses neither person's work. Where both changed a field, theirs
 * stays in the form (they were told which fields changed). When rows were added, removed or moved on either side,
 * fields cannot be matched up and the editor's rows come back as typed.
 */
export function mergeMeanwhile(base: FeeFormRow[], latest: FeeFormRow[], posted: FeeFormRow[]): FeeFormRow[] {
  if (base.length !== latest.length || base.length !== posted.length) return posted;
  return posted.map((row, r) => {
    const was = base[r]!;
    const now = latest[r]!;
    if (was.cells.length !== row.cells.length || now.cells.length !== row.cells.length) return row;
    return {
      item: row.item.trim() === was.item.trim() ? now.item : row.item,
      cells: row.cells.map((cell, c) => (sameCell(cell, was.cells[c]) ? now.cells[c]! : cell)),
    };
  });
}
