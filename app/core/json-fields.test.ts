import { describe, expect, it } from "vitest";
import { changedFields, fieldName } from "./json-fields.ts";

describe("field paths of JSON documents", () => {
  it("are written as form fields name them", () => {
    expect(fieldName(["rows", 1, "cells", 0])).toBe("rows[1].cells[0]");
    expect(fieldName([2, "title"])).toBe("[2].title");
    expect(fieldName([])).toBe("");
  });

  it("list each changed leaf with its value before and after", () => {
    const before = { title: "Fees", rows: [{ item: "Tuition", cells: ["100.00"] }], notes: ["a"] };
    const after = { title: "Fees", rows: [{ item: "Tuition", cells: ["120.00"] }], notes: ["a"] };
    expect(changedFields(before, after)).toEqual([{ path: "rows[0].cells[0]", before: "100.00", after: "120.00" }]);
  });

  it("give an added or removed item, or a value that changed kind, whole", () => {
    expect(changedFields({ rows: [1] }, { rows: [1, { a: 2 }] })).toEqual([
      { path: "rows[1]", before: undefined, after: { a: 2 } },
    ]);
    expect(changedFields({ lastUpdated: "2020-07-01", x: 1 }, { x: 1 })).toEqual([
      { path: "lastUpdated", before: "2020-07-01", after: undefined },
    ]);
    expect(changedFields({ cell: null }, { cell: { note: "If applicable" } })).toEqual([
      { path: "cell", before: null, after: { note: "If applicable" } },
    ]);
  });

  it("find nothing between equal documents", () => {
    expect(changedFields({ a: [1, { b: "c" }] }, { a: [1, { b: "c" }] })).toEqual([]);
  });
});
