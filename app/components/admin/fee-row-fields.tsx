import type { CellKind, FeeFormRow } from "~/core/fee-table-form.ts";
import { useT } from "~/lib/language.tsx";
import { staffClass } from "./staff-ui.tsx";

const invalidClass = "aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";
const kinds: CellKind[] = ["amount", "none", "note"];
const kindLabel = {
  amount: "console.fees.kind.amount",
  none: "console.fees.kind.none",
  note: "console.fees.kind.note",
} as const;

const emptyCell = { kind: "amount", value: "" } as const;
const cellField = (row: number, column: number) => `rows[${row}].cells[${column}]`;

/** The id of a field in the page (`rows[1].cells[0]` → `rows-1-cells-0`): ids may not hold brackets in CSS. */
const idOf = (name: string) => name.replace(/[[\].]+/g, "-").replace(/-$/, "");

/** One row of the fee editor: its name, one kind and value per column, and the buttons that move or remove it. */
export function FeeRowFields({
  row,
  index,
  count,
  columns,
  errors,
  focus,
  onItem,
  onCell,
}: {
  row: FeeFormRow;
  index: number;
  count: number;
  columns: string[];
  errors: Record<string, string>;
  focus: string | undefined;
  onItem: (item: string) => void;
  onCell: (column: number, change: { kind?: CellKind; value?: string }) => void;
}) {
  const t = useT();
  const number = index + 1;
  const itemName = `rows[${index}].item`;
  const itemError = errors[itemName];
  const legend = row.item.trim()
    ? t("console.fees.rowNamed", { number, item: row.item.trim() })
    : t("console.fees.row", { number });
  return (
    <fieldset className="rounded-lg border border-slate-300 p-3">
      <legend className="px-1 font-semibold">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2 lg:col-span-4">
          <label htmlFor={idOf(itemName)} className={staffClass.label}>
            {t("console.fees.item")}
          </label>
          <input
            id={idOf(itemName)}
            name={itemName}
            value={row.item}
            onChange={(event) => onItem(event.target.value)}
            autoFocus={
              focus === idOf(itemName) || (itemError !== undefined && firstError(errors) === itemName) || undefined
            }
            aria-invalid={itemError ? true : undefined}
            aria-describedby={itemError ? `${idOf(itemName)}-error` : undefined}
            className={`${staffClass.input} ${invalidClass}`}
          />
          {itemError ? (
            <p id={`${idOf(itemName)}-error`} className="mt-1 text-sm font-medium text-red-700">
              {itemError}
            </p>
          ) : null}
        </div>
        {columns.map((column, c) => {
          const cellName = cellField(index, c);
          const cellId = idOf(cellName);
          const cell = row.cells[c] ?? emptyCell;
          const error = errors[cellName];
          return (
            <div key={c} className="space-y-1">
              <label htmlFor={`${cellId}-kind`} className={staffClass.label}>
                {t("console.fees.kind", { column })}
              </label>
              <select
                id={`${cellId}-kind`}
                name={`${cellName}.kind`}
                value={cell.kind}
                onChange={(event) => onCell(c, { kind: event.target.value as CellKind })}
                className={staffClass.input}
              >
                {kinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(kindLabel[kind])}
                  </option>
                ))}
              </select>
              <label htmlFor={`${cellId}-value`} className={staffClass.label}>
                {column}
              </label>
              <input
                id={`${cellId}-value`}
                name={`${cellName}.value`}
                value={cell.value}
                inputMode={cell.kind === "amount" ? "decimal" : undefined}
                onChange={(event) => onCell(c, { value: event.target.value })}
                autoFocus={(error !== undefined && firstError(errors) === cellName) || undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${cellId}-error cell-hint` : "cell-hint"}
                className={`${staffClass.input} ${invalidClass}`}
              />
              {error ? (
                <p id={`${cellId}-error`} className="text-sm font-medium text-red-700">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <RowButton value="up" index={index} focus={focus} disabled={index === 0}>
          {t("console.fees.rowUp", { number })}
        </RowButton>
        <RowButton value="down" index={index} focus={focus} disabled={index === count - 1}>
          {t("console.fees.rowDown", { number })}
        </RowButton>
        <RowButton value="remove" index={index} focus={focus} disabled={count === 1}>
          {t("console.fees.removeRow", { number })}
        </RowButton>
      </div>
    </fieldset>
  );
}

/** The first field with a problem, in the order of the form, which gets the focus when the form comes back. */
function firstError(errors: Record<string, string>): string | undefined {
  return Object.keys(errors).find((name) => name !== "");
}

/** A button that moves or removes a row: it posts the whole form with `up:2` (say) as its intent. */
function RowButton({
  value,
  index,
  focus,
  disabled,
  children,
}: {
  value: "up" | "down" | "remove";
  index: number;
  focus: string | undefined;
  disabled: boolean;
  children: string;
}) {
  const id = `rows-${index}-${value}`;
  return (
    <button
      type="submit"
      name="intent"
      value={`${value}:${index}`}
      id={id}
      disabled={disabled}
      autoFocus={focus === id || undefined}
      className={value === "remove" ? staffClass.danger : staffClass.secondary}
    >
      {children}
    </button>
  );
}
