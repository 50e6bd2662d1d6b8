import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type FeeCell, columnTotals, formatIndianRupees, formatPaise, parseRupees } from "./fee-totals.ts";

const amount = (rupees: string): FeeCell => ({ kind: "amount", paise: parseRupees(rupees) });
const none: FeeCell = { kind: "none" };

describe("parseRupees / formatPaise", () => {
  it("reads the printed form into paise", () => {
    expect(parseRupees("45000.00")).toBe(4_500_000);
    expect(parseRupees("0.10")).toBe(10);
    expect(parseRupees("0.00")).toBe(0);
  });

  it("rejects anything but two decimals", () => {
    for (const bad of ["45000", "45000.0", "45,000.00", "-1.00", "1.005", " 1.00", ""]) {
      expect(() => parseRupees(bad), bad).toThrow();
    }
  });

  it("prints paise with two decimals and no grouping", () => {
    expect(formatPaise(5_410_000)).toBe("54100.00");
    expect(formatPaise(5)).toBe("0.05");
    expect(formatPaise(0)).toBe("0.00");
    expect(() => formatPaise(1.5)).toThrow();
  });

  it("round-trips every amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (paise) => parseRupees(formatPaise(paise)) === paise),
    );
  });
});

describe("columnTotals", () => {
  it("adds amounts per column; none and notes add nothing", () => {
    const rows = [
      { cells: [amount("45000.00"), none] },
      { cells: [amount("5000.00"), amount("5000.00")] },
      { cells: [{ kind: "note", text: "If applicable" } as FeeCell, none] },
    ];
    expect(columnTotals(rows, 2).map(formatPaise)).toEqual(["50000.00", "5000.00"]);
  });

  it("has no floating-point drift where rupee floats would have it", () => {
    // 0.10 + 0.20 is 0.30000000000000004 in floats; in paise it is exactly 30.
    const rows = [{ cells: [amount("0.10")] }, { cells: [amount("0.20")] }];
    expect(columnTotals(rows, 1).map(formatPaise)).toEqual(["0.30"]);
  });

  it("refuses a row with the wrong number of cells", () => {
    expect(() => columnTotals([{ cells: [none] }], 2)).toThrow(/1 cells, expected 2/);
  });

  it("is zero for every column of an empty table", () => {
    expect(columnTotals([], 3)).toEqual([0, 0, 0]);
  });
});

describe("formatIndianRupees", () => {
  it("groups in lakhs and thousands", () => {
    expect(formatIndianRupees(60000)).toBe("60,000");
    expect(formatIndianRupees(200000)).toBe("2,00,000");
  });
});
