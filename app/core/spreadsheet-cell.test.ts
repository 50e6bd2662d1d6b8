import { describe, expect, it } from "vitest";
import { neutraliseFormula } from "./spreadsheet-cell.ts";

describe("neutraliseFormula", () => {
  it("makes every formula-starting text a plain text cell", () => {
    for (const value of [
      '=HYPERLINK("http://evil.example","x")',
      "+91 94311 00001",
      "-1+1",
      "@SUM(A1)",
      "\tx",
      "\rx",
    ]) {
      expect(neutraliseFormula(value)).toBe(`'${value}`);
    }
  });

  it("leaves other texts, numbers, dates and empty cells as they are", () => {
    for (const value of ["Birsa Munda", "a=b", "", 5, -5, null]) expect(neutraliseFormula(value)).toBe(value);
  });
});
