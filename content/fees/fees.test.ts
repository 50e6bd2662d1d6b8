import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { columnTotals, formatPaise, type FeeCell } from "../../app/core/fee-totals.ts";
import { type Fees, feesSchema } from "../../app/schemas/content/fees.ts";

function load(name: string): Fees {
  return feesSchema.parse(JSON.parse(readFileSync(join(import.meta.dirname, `${name}.json`), "utf8")));
}

/** A cell as the spec prints it: the amount, "none", or the note. */
function printed(cell: FeeCell): string {
  if (cell.kind === "amount") return formatPaise(cell.paise);
  return cell.kind === "none" ? "none" : cell.text;
}

const table = (fees: Fees) => Object.fromEntries(fees.rows.map((row) => [row.item, row.cells.map(printed)]));
const totals = (fees: Fees) => columnTotals(fees.rows, fees.columns.length).map(formatPaise);

// Expected values below are copied from spec 001 §9 ("0" printed as 0.00).
describe("content/fees/diploma.json (spec 001 §9 Fee Structure)", () => {
  const fees = load("diploma");

  it("has the page name and the four seat categories", () => {
    expect(fees.title).toBe("Fee Structure");
    expect(fees.columns).toEqual(["Paid seat", "Free seat", "TFW and EWS", "Management quota"]);
  });

  it("has exactly the spec's items and figures", () => {
    expect(table(fees)).toEqual({
      Tuition: ["45000.00", "none", "none", "45000.00"],
      Development: ["5000.00", "5000.00", "5000.00", "5000.00"],
      "Registration/Re-registration": ["2000.00", "2000.00", "2000.00", "2000.00"],
      "Internal Examination": ["2000.00", "2000.00", "2000.00", "2000.00"],
      "Identity Card": ["100.00", "100.00", "100.00", "100.00"],
      "Special fee": ["0.00", "0.00", "0.00", "0.00"],
      "Caution money": ["0.00", "0.00", "0.00", "0.00"],
      Miscellaneous: ["none", "none", "none", "none"],
    });
    expect(fees.rows.map((row) => row.item)).toEqual(Object.keys(table(fees)));
  });

  it("computes the spec's totals", () => {
    expect(totals(fees)).toEqual(["54100.00", "9100.00", "9100.00", "54100.00"]);
  });

  it("states the mess charge of 60,000 per year for all categories", () => {
    expect(fees.charges?.rows).toEqual([
      { label: "Mess charge", appliesTo: "All categories: GEN/SC/ST/OBC/BCI/BCII", perYear: 60000 },
    ]);
    expect(fees.charges?.caption).toMatch(/per year/);
  });
});

describe("content/fees/bca.json (spec 001 §9 BCA fees)", () => {
  const fees = load("bca");

  it("has exactly the spec's items and figures", () => {
    expect(fees.title).toBe("BCA Fee Structure");
    expect(table(fees)).toEqual({
      Tuition: ["30900.00"],
      Development: ["5000.00"],
      "Admission/Re-registration": ["2000.00"],
      "Internal Examination": ["2000.00"],
      "Identity Card": ["100.00"],
      "Special fee": ["0.00"],
      "Caution money": ["0.00"],
    });
  });

  it("computes the spec's total and states hostel and mess at 60,000 per year", () => {
    expect(totals(fees)).toEqual(["40000.00"]);
    expect(fees.charges?.rows.map(({ label, perYear }) => ({ label, perYear }))).toEqual([
      { label: "Hostel and mess", perYear: 60000 },
    ]);
  });
});

describe("content/fees/working-professionals.json (spec 001 §9 working professionals)", () => {
  const fees = load("working-professionals");

  it("has exactly the spec's items and figures, miscellaneous if applicable", () => {
    expect(fees.title).toBe("Diploma for Working Professionals Fee Structure");
    expect(table(fees)).toEqual({
      Tuition: ["28770.00"],
      Development: ["5000.00"],
      "At Admission/Re-registration": ["2000.00"],
      "Internal Examination": ["2000.00"],
      "Identity Card": ["100.00"],
      "Special fee": ["0.00"],
      "Caution money": ["0.00"],
      Miscellaneous: ["If applicable"],
    });
  });

  it("computes the spec's total", () => {
    expect(totals(fees)).toEqual(["37870.00"]);
  });
});

describe("feesSchema", () => {
  const base = { title: "T", description: "x".repeat(60), intro: [], caption: "C", columns: ["A", "B"], notes: [] };

  it("rejects a row whose cells do not match the columns", () => {
    const result = feesSchema.safeParse({ ...base, rows: [{ item: "Tuition", cells: ["1.00"] }] });
    expect(result.success).toBe(false);
  });

  it("rejects amounts without two decimals", () => {
    expect(feesSchema.safeParse({ ...base, rows: [{ item: "Tuition", cells: ["45000", null] }] }).success).toBe(false);
    expect(feesSchema.safeParse({ ...base, rows: [{ item: "Tuition", cells: [45000, null] }] }).success).toBe(false);
  });

  it("rejects a stored Total row", () => {
    const rows = [{ item: "Total", cells: ["1.00", "1.00"] }];
    expect(feesSchema.safeParse({ ...base, rows }).success).toBe(false);
  });
});
