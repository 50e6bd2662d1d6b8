import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  curriculumSchema,
  type Curriculum,
  type CurriculumRow,
  type Semester,
} from "../../app/schemas/content/curriculum.ts";

type BranchFile = "civil" | "electrical" | "mechanical" | "mining";

function load(file: BranchFile): Curriculum {
  const raw: unknown = JSON.parse(readFileSync(join(import.meta.dirname, `${file}.json`), "utf8"));
  return curriculumSchema.parse(raw);
}

const SIX = ["1st Semester", "2nd Semester", "3rd Semester", "4th Semester", "5th Semester", "6th Semester"];

/**
 * Weekly hours and total marks per semester, from the spec's summary table (001 §3).
 * Civil 5th is "not shown" in the spec; 35 / 850 is the value chosen for the content.
 */
const SPEC_TOTALS: Record<BranchFile, [hours: number, marks: number][]> = {
  civil: [
    [35, 775],
    [30, 725],
    [35, 850],
    [35, 825],
    [35, 850],
    [35, 950],
  ],
  electrical: [
    [35, 775],
    [35, 900],
    [35, 900],
    [35, 900],
    [35, 825],
    [32, 875],
  ],
  mechanical: [
    [35, 775],
    [35, 875],
    [35, 825],
    [35, 850],
    [35, 850],
    [35, 825],
  ],
  mining: [
    [36, 1350],
    [39, 1400],
    [38, 1200],
  ],
};

const EXPECTED: Record<BranchFile, { branch: Curriculum["branch"]; title: string; semesters: string[] }> = {
  civil: { branch: "Civil", title: "Civil Diploma Engineering", semesters: SIX },
  electrical: { branch: "Electrical", title: "Electrical Diploma Engineering", semesters: SIX },
  mechanical: { branch: "Mechanical", title: "Mechanical Diploma Engineering", semesters: SIX },
  mining: { branch: "Mining", title: "Mining Diploma Engineering", semesters: SIX.slice(0, 3) },
};

/** Labels of the "Any One" groups per semester (rule: 001 §2). Semesters not listed have none. */
const ELECTIVES: Record<BranchFile, Record<string, string[]>> = {
  civil: { "1st Semester": ["Basic Workshop Practice"], "6th Semester": ["Elective (CE/CS/CV)", "Elective (CR)"] },
  electrical: {
    "1st Semester": ["Basic Workshop Practice"],
    "5th Semester": ["Elective-I", "Elective-II"],
    "6th Semester": ["Elective-III"],
  },
  mechanical: {
    "1st Semester": ["Basic Workshop Practice"],
    "5th Semester": ["Elective-I"],
    "6th Semester": ["Elective-II"],
  },
  mining: {},
};

/** The shared 1st-semester rows (shared/reference/first-semester-rows.md). */
const REFERENCE_FIRST_SEMESTER: { title: string; abbr: string; code: string }[] = [
  { title: "Basic Physics", abbr: "PHY", code: "12001" },
  { title: "Basic Chemistry", abbr: "CHY", code: "12002" },
  { title: "Basic Mathematics", abbr: "BMS", code: "12003" },
  { title: "English", abbr: "ENG", code: "12004" },
  { title: "Engineering Graphics", abbr: "EGG", code: "12005" },
  { title: "Computer Fundamentals", abbr: "CMF", code: "12006" },
  { title: "Development of Life Skills-I", abbr: "DLS", code: "12018" },
];
const REFERENCE_WORKSHOP_OPTIONS = [
  { abbr: "WPC", code: "12007", group: "Civil Group" },
  { abbr: "WPE", code: "12008", group: "Electrical Group" },
  { abbr: "WPX", code: "12009", group: "Electronics Group" },
];

/** Leading digits of a printed max such as "50*#"; null/absent counts as 0. */
function leading(value: string | null | undefined): number {
  if (!value) return 0;
  const match = /^\d+/.exec(value);
  if (!match) throw new Error(`no leading digits in ${JSON.stringify(value)}`);
  return Number(match[0]);
}

/** Weekly hours of a row (an anyOne group counts once). */
function rowHours(row: CurriculumRow): number {
  return (row.scheme.th ?? 0) + (row.scheme.tu ?? 0) + (row.scheme.pr ?? 0);
}

/** Max marks of a row over TH, PR, OR, TW and SW (an anyOne group counts once). */
function rowMarks(row: CurriculumRow): number {
  return leading(row.th?.max) + leading(row.pr?.max) + leading(row.or?.max) + leading(row.tw?.max) + leading(row.sw);
}

function groupLabels(semester: Semester): string[] {
  return semester.rows.flatMap((row) => (row.kind === "anyOne" ? [row.label] : []));
}

const FILES: BranchFile[] = ["civil", "electrical", "mechanical", "mining"];
/** Whose 1st semester is fixed by the reference rows (its totals follow the spec, not the rows). */
const USES_REFERENCE_FIRST: BranchFile[] = ["civil", "electrical", "mechanical"];

describe.each(FILES)("content/curriculum/%s.json", (file) => {
  const page = load(file);
  const expected = EXPECTED[file];

  it("parses with curriculumSchema and has the branch and title", () => {
    expect(page.branch).toBe(expected.branch);
    expect(page.title).toBe(expected.title);
  });

  it("has the expected semesters, in order", () => {
    expect(page.semesters.map((s) => s.name)).toEqual(expected.semesters);
  });

  it("shows the spec's weekly hours and total marks for every semester", () => {
    const actual = page.semesters.map((s) => [s.total.weeklyHours, s.total.totalMarks]);
    expect(actual).toEqual(SPEC_TOTALS[file]);
  });

  it("has rows that add up to the totals (except the reference 1st semester)", () => {
    page.semesters.forEach((semester, index) => {
      if (index === 0 && USES_REFERENCE_FIRST.includes(file)) return;
      const hours = semester.rows.reduce((sum, row) => sum + rowHours(row), 0);
      const marks = semester.rows.reduce((sum, row) => sum + rowMarks(row), 0);
      expect({ semester: semester.name, hours, marks }).toEqual({
        semester: semester.name,
        hours: semester.total.weeklyHours,
        marks: semester.total.totalMarks,
      });
    });
  });

  it("has column totals that add up to the total marks (except the reference 1st semester)", () => {
    page.semesters.forEach((semester, index) => {
      if (index === 0 && USES_REFERENCE_FIRST.includes(file)) return;
      const { th, pr, or, tw, sw } = semester.total;
      const columns = [th, pr, or, tw, sw].reduce((sum, value) => sum + leading(value), 0);
      expect({ semester: semester.name, columns }).toEqual({
        semester: semester.name,
        columns: semester.total.totalMarks,
      });
    });
  });

  it("has exactly the spec's elective groups", () => {
    for (const semester of page.semesters) {
      expect({ semester: semester.name, groups: groupLabels(semester) }).toEqual({
        semester: semester.name,
        groups: ELECTIVES[file][semester.name] ?? [],
      });
    }
  });

  it("has a notes row for every semester and page-level notes", () => {
    for (const semester of page.semesters) expect(semester.notes.length).toBeGreaterThan(0);
    expect(page.notes.join(" ")).toMatch(/60 minutes/);
    expect(page.notes.join(" ")).toMatch(/16001/);
  });
});

describe.each(USES_REFERENCE_FIRST)("1st Semester of %s", (file) => {
  const first = load(file).semesters[0];

  it("uses the reference rows (titles and codes)", () => {
    expect(first).toBeDefined();
    if (!first) return;
    const subjects = first.rows.filter((row) => row.kind === "subject");
    expect(subjects.map(({ title, abbr, code }) => ({ title, abbr, code }))).toEqual(REFERENCE_FIRST_SEMESTER);

    expect(first.rows).toHaveLength(8);
    const workshop = first.rows[7];
    expect(workshop?.kind).toBe("anyOne");
    if (workshop?.kind !== "anyOne") return;
    expect(workshop.label).toBe("Basic Workshop Practice");
    expect(workshop.options.map(({ abbr, code, group }) => ({ abbr, code, group }))).toEqual(
      REFERENCE_WORKSHOP_OPTIONS,
    );
  });

  it("keeps the reference marks with their symbols", () => {
    const byAbbr = new Map(
      first?.rows.flatMap((row) => (row.kind === "subject" ? [[row.abbr, row] as const] : [])) ?? [],
    );
    expect(byAbbr.get("EGG")?.pr?.max).toBe("50#");
    expect(byAbbr.get("CMF")?.pr?.max).toBe("50*#");
    expect(byAbbr.get("DLS")?.or?.max).toBe("25#");
    expect(byAbbr.get("DLS")?.sw).toBeNull();
  });

  it("shows the spec's 35 hours and 775 marks", () => {
    expect(first?.total.weeklyHours).toBe(35);
    expect(first?.total.totalMarks).toBe(775);
  });
});
