import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkDocument } from "~/schemas/page-shapes.ts";
import {
  applyRowIntent,
  blankGroup,
  focusAfter,
  formRows,
  mergeMeanwhile,
  parseCurriculumRows,
  rowField,
  optionField,
  savedSemester,
  semesterTotals,
  storedRows,
} from "./curriculum-form.ts";

interface Document {
  semesters: { name: string; rows: unknown[]; total: Record<string, unknown> }[];
}
const civil = JSON.parse(
  readFileSync(join(import.meta.dirname, "../../content/curriculum/civil.json"), "utf8"),
) as Document;

describe("the curriculum editor's form rules", () => {
  it("reads every stored row back as it was: a round trip changes nothing", () => {
    for (const semester of civil.semesters) {
      expect(storedRows(formRows(semester.rows))).toEqual(semester.rows);
    }
  });

  it("computes the Total row every semester stores, except the 1st, whose totals follow the spec", () => {
    for (const semester of civil.semesters.slice(1)) {
      expect(semesterTotals(formRows(semester.rows))).toEqual(semester.total);
    }
  });

  it("reads the posted fields of the semester being edited only, options in their order", () => {
    const form = new FormData();
    form.set(rowField(2, 1, "kind"), "anyOne");
    form.set(rowField(2, 1, "label"), "Elective-I");
    form.set(optionField(2, 1, 1, "code"), "32199");
    form.set(optionField(2, 1, 0, "code"), "32198");
    form.set(rowField(2, 0, "title"), "Surveying");
    form.set(rowField(2, 0, "scheme.th"), "3");
    form.set(rowField(2, 0, "secret"), "ignored");
    form.set(rowField(1, 0, "title"), "Another semester");
    const rows = parseCurriculumRows(form, 2);
    expect(rows).toEqual([
      { kind: "subject", fields: { title: "Surveying", "scheme.th": "3" }, options: [] },
      { kind: "anyOne", fields: { label: "Elective-I" }, options: [{ code: "32198" }, { code: "32199" }] },
    ]);
  });

  it("stores blanks as the schema keeps them: null hours, marks and paper hours, no symbol", () => {
    const [row] = storedRows([
      {
        kind: "subject",
        fields: { title: " Surveying ", abbr: "SUR", code: "32101", mark: "", "scheme.th": "3", "th.max": "100" },
        options: [],
      },
    ]);
    expect(row).toEqual({
      kind: "subject",
      title: "Surveying",
      abbr: "SUR",
      code: "32101",
      scheme: { th: 3, tu: null, pr: null },
      paperHours: null,
      th: { max: "100", min: "" },
      pr: null,
      or: null,
      tw: null,
      sw: null,
    });
  });

  it("adds, removes and moves rows, and adds and removes a group's options", () => {
    const rows = formRows(civil.semesters[0]!.rows);
    expect(applyRowIntent(rows, "add-subject")).toHaveLength(rows.length + 1);
    expect(applyRowIntent(rows, "add-group").at(-1)).toEqual(blankGroup());
    expect(applyRowIntent(rows, "up:1").slice(0, 2)).toEqual([rows[1], rows[0]]);
    expect(applyRowIntent(rows, "down:1").slice(1, 3)).toEqual([rows[2], rows[1]]);
    expect(applyRowIntent(rows, "up:0")).toBe(rows);
    expect(applyRowIntent(rows, `down:${rows.length - 1}`)).toBe(rows);
    expect(applyRowIntent(rows, "remove:0")[0]).toEqual(rows[1]);
    const group = rows.findIndex((row) => row.kind === "anyOne");
    expect(applyRowIntent(rows, `add-option:${group}`)[group]!.options).toHaveLength(4);
    expect(applyRowIntent(rows, `remove-option:${group}:0`)[group]!.options[0]!.code).toBe("12008");
    expect(applyRowIntent(rows, "add-option:0")).toBe(rows);
    expect(applyRowIntent(rows, "recalculate")).toBe(rows);
    expect(applyRowIntent(rows, "remove:99")).toBe(rows);
  });

  it("puts the focus where the change happened", () => {
    const rows = formRows(civil.semesters[2]!.rows);
    expect(focusAfter("add-subject", rows)).toBe(`rows-${rows.length - 1}-title`);
    expect(focusAfter("up:2", rows)).toBe("rows-1-up");
    expect(focusAfter("up:1", rows)).toBe("rows-0-down");
    expect(focusAfter(`down:${rows.length - 2}`, rows)).toBe(`rows-${rows.length - 1}-up`);
    expect(focusAfter("remove-option:3:1", rows)).toBe("rows-3-add-option");
    expect(focusAfter("recalculate", rows)).toBeUndefined();
  });

  it("shows no total while some hours or marks cannot be read", () => {
    const rows = formRows(civil.semesters[2]!.rows);
    rows[0]!.fields["scheme.th"] = "three";
    expect(semesterTotals(rows)).toBeNull();
  });

  it("recomputes the totals of changed rows only, and the result fits the shape", () => {
    const first = civil.semesters[0]!;
    expect(savedSemester(first, formRows(first.rows)).total).toEqual(first.total);
    // Renaming a subject of the 1st semester keeps its totals, which follow the spec rather than its rows.
    const renamed = formRows(first.rows);
    renamed[0]!.fields.title = "Applied Physics";
    expect(savedSemester(first, renamed).total).toEqual(first.total);
    renamed[0]!.fields["scheme.tu"] = "1";
    expect(savedSemester(first, renamed).total).toMatchObject({ weeklyHours: 39 });
    const third = civil.semesters[2]!;
    const rows = applyRowIntent(formRows(third.rows), "add-subject");
    Object.assign(rows.at(-1)!.fields, { title: "Surveying Camp", abbr: "SUC", code: "32107", "scheme.pr": "2" });
    Object.assign(rows.at(-1)!.fields, { "tw.max": "25", "tw.min": "10" });
    const saved = savedSemester(third, rows);
    expect(saved.total).toMatchObject({ scheme: "TH-14, TU-01, PR-22", tw: "100", weeklyHours: 37, totalMarks: 875 });
    const document = { ...civil, semesters: civil.semesters.map((s, i) => (i === 2 ? saved : s)) };
    expect(checkDocument("curriculum", document).ok).toBe(true);
  });

  it("brings newer values into the fields the editor left alone when someone saved meanwhile", () => {
    const base = formRows(civil.semesters[2]!.rows);
    const latest = structuredClone(base);
    latest[0]!.fields.title = "Advanced Surveying II";
    const posted = structuredClone(base);
    posted[1]!.fields["th.max"] = "70";
    const merged = mergeMeanwhile(base, latest, posted);
    expect([merged[0]!.fields.title, merged[1]!.fields["th.max"]]).toEqual(["Advanced Surveying II", "70"]);
    expect(mergeMeanwhile(base, latest, posted.slice(1))).toEqual(posted.slice(1));
  });
});
