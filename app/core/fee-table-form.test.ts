import { describe, expect, it } from "vitest";
import {
  type FeeFormRow,
  applyRowIntent,
  focusAfter,
  formRows,
  formTotals,
  mergeMeanwhile,
  normalisedAmount,
  parseFeeRows,
  storedRows,
} from "./fee-table-form.ts";

const rows: FeeFormRow[] = formRows([
  { item: "Tuition", cells: ["45000.00", null] },
  { item: "Development", cells: ["5000.00", "5000.00"] },
  { item: "Miscellaneous", cells: [{ note: "If applicable" }, null] },
]);

describe("the fee editor's form", () => {
  it("shows stored cells as kinds and values, and stores them back as the shape keeps them", () => {
    expect(rows[0]!.cells).toEqual([
      { kind: "amount", value: "45000.00" },
      { kind: "none", value: "" },
    ]);
    expect(rows[2]!.cells[0]).toEqual({ kind: "note", value: "If applicable" });
    expect(storedRows(rows)).toEqual([
      { item: "Tuition", cells: ["45000.00", null] },
      { item: "Development", cells: ["5000.00", "5000.00"] },
      { item: "Miscellaneous", cells: [{ note: "If applicable" }, null] },
    ]);
  });

  it("reads whole rupees and one decimal as rupees and paise, and leaves anything else for the schema to refuse", () => {
    expect(normalisedAmount(" 6000 ")).toBe("6000.00");
    expect(normalisedAmount("6,000.5")).toBe("6000.50");
    expect(normalisedAmount("12.5x")).toBe("12.5x");
  });

  it("parses the posted fields back into rows, in order, one cell per column", () => {
    const form = new FormData();
    form.set("rows[1].item", "Second");
    form.set("rows[1].cells[0].kind", "none");
    form.set("rows[0].item", "First");
    form.set("rows[0].cells[1].kind", "note");
    form.set("rows[0].cells[1].value", "If applicable");
    form.set("rows[0].cells[5].value", "ignored: no such column");
    expect(parseFeeRows(form, 2)).toEqual([
      {
        item: "First",
        cells: [
          { kind: "amount", value: "" },
          { kind: "note", value: "If applicable" },
        ],
      },
      {
        item: "Second",
        cells: [
          { kind: "none", value: "" },
          { kind: "amount", value: "" },
        ],
      },
    ]);
  });

  it("adds, removes and moves rows, and puts focus where the row went", () => {
    expect(applyRowIntent(rows, "add", 2)).toHaveLength(4);
    expect(applyRowIntent(rows, "down:0", 2).map((row) => row.item)).toEqual([
      "Development",
      "Tuition",
      "Miscellaneous",
    ]);
    expect(applyRowIntent(rows, "up:0", 2)).toBe(rows);
    expect(applyRowIntent(rows, "remove:1", 2).map((row) => row.item)).toEqual(["Tuition", "Miscellaneous"]);
    expect(applyRowIntent(rows, "drop:1", 2)).toBe(rows);
    expect(focusAfter("down:0", 3)).toBe("rows-1-down");
    expect(focusAfter("down:1", 3)).toBe("rows-2-up");
    expect(focusAfter("up:1", 3)).toBe("rows-0-down");
    expect(focusAfter("remove:2", 2)).toBe("rows-1-item");
  });

  it("totals each column in paise, skipping notes and fees that do not apply; unreadable amounts give no total", () => {
    expect(formTotals(rows, 2)).toEqual(["50000.00", "5000.00"]);
    const typo = applyRowIntent(rows, "add", 2);
    typo[3] = {
      item: "Bus",
      cells: [
        { kind: "amount", value: "12.x" },
        { kind: "amount", value: "0.10" },
      ],
    };
    expect(formTotals(typo, 2)).toEqual([null, "5000.10"]);
  });

  it("after a conflict, keeps the editor's changes and takes the newer values of the fields they left alone", () => {
    const theirs = rows.map((row, i) =>
      i === 1 ? { ...row, cells: [{ kind: "amount" as const, value: "6000.00" }, row.cells[1]!] } : row,
    );
    const mine = rows.map((row, i) => (i === 0 ? { ...row, item: "Tuition fee" } : row));
    const merged = mergeMeanwhile(rows, theirs, mine);
    expect(merged[0]!.item).toBe("Tuition fee");
    expect(merged[1]!.cells[0]).toEqual({ kind: "amount", value: "6000.00" });
    // Both changed the same cell: the editor's value stays in the form.
    const both = mine.map((row, i) =>
      i === 1 ? { ...row, cells: [{ kind: "amount" as const, value: "7000" }, row.cells[1]!] } : row,
    );
    expect(mergeMeanwhile(rows, theirs, both)[1]!.cells[0]!.value).toBe("7000");
    // Rows added on one side: nothing to match up, the editor's rows come back as typed.
    const longer = applyRowIntent(mine, "add", 2);
    expect(mergeMeanwhile(rows, theirs, longer)).toBe(longer);
  });
});
