/*
 * One semester of a curriculum as the console's editor holds it: each row a kind (a subject, or an "Any One" group
 * of options assessed alike) and its fields as the text typed for them. The stored document keeps what the shape's
 * schema reads (app/schemas/content/curriculum.ts): hours as numbers or null, marks as { max, min } or null. Field
 * names follow the document's paths (`semesters[2].rows[1].th.max`), so the shape's issues and a conflict's
 * changed fields land beside the field they concern.
 */

export type RowKind = "subject" | "anyOne";

/** The fields of a subject or an option, by their key under the row (`title`, `abbr`, `code`, `mark`, `group`). */
export const OPTION_FIELDS = ["title", "abbr", "code", "mark", "group"] as const;
export const SUBJECT_FIELDS = ["title", "abbr", "code", "mark"] as const;
export const HOUR_FIELDS = ["scheme.th", "scheme.tu", "scheme.pr"] as const;
export const MARK_COLUMNS = ["th", "pr", "or", "tw"] as const;
/** The assessment of a row, alike for a subject and a group: hours, paper hours, marks. */
export const ASSESSMENT_FIELDS = [
  ...HOUR_FIELDS,
  "paperHours",
  ...MARK_COLUMNS.flatMap((column) => [`${column}.max`, `${column}.min`]),
  "sw",
] as const;

export type Fields = Record<string, string>;
export interface CurriculumFormRow {
  kind: RowKind;
  /** Every field of the row but its options, by its path under the row (`title`, `scheme.th`, `th.max`). */
  fields: Fields;
  /** An "Any One" group's options; a subject has none. */
  options: Fields[];
}

const text = (value: unknown) => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");

/** A stored row as the editor shows it: null hours, marks and paper hours become blank fields. */
export function formRow(row: unknown): CurriculumFormRow {
  const source = (row ?? {}) as Record<string, unknown>;
  const kind: RowKind = source.kind === "anyOne" ? "anyOne" : "subject";
  const fields: Fields = {};
  const keys = kind === "anyOne" ? ["label"] : [...SUBJECT_FIELDS];
  for (const key of keys) fields[key] = text(source[key]);
  for (const key of ASSESSMENT_FIELDS) {
    const [head, tail] = key.split(".") as [string, string | undefined];
    const value = tail ? (source[head] as Record<string, unknown> | null | undefined)?.[tail] : source[head];
    fields[key] = text(value);
  }
  const options = Array.isArray(source.options)
    ? source.options.map((option: Record<string, unknown>) =>
        Object.fromEntries(OPTION_FIELDS.map((key) => [key, text(option[key])])),
      )
    : [];
  return { kind, fields, options };
}

export const formRows = (rows: unknown): CurriculumFormRow[] => (Array.isArray(rows) ? rows.map(formRow) : []);

/** Hours are whole numbers; a blank is "--" (null). Anything else is kept for the schema to refuse beside its field. */
function storedHours(value: string): number | string | null {
  const trimmed = value.trim();
  if (trimmed === "") return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** An editor's row as the document stores it; the schema then says whether it is right. */
export function storedRow(row: CurriculumFormRow): Record<string, unknown> {
  const f = (key: string) => (row.fields[key] ?? "").trim();
  const head =
    row.kind === "anyOne"
      ? {
          kind: "anyOne",
          label: f("label"),
          options: row.options.map((option) => {
            const stored: Record<string, string> = {
              title: (option.title ?? "").trim(),
              abbr: (option.abbr ?? "").trim(),
              code: (option.code ?? "").trim(),
            };
            // The symbol and the group are optional: a blank one is left out, as the content does.
            if (option.mark?.trim()) stored.mark = option.mark.trim();
            if (option.group?.trim()) stored.group = option.group.trim();
            return stored;
          }),
        }
      : {
          kind: "subject",
          title: f("title"),
          abbr: f("abbr"),
          code: f("code"),
          ...(f("mark") ? { mark: f("mark") } : {}),
        };
  const marks = (column: string) =>
    f(`${column}.max`) || f(`${column}.min`) ? { max: f(`${column}.max`), min: f(`${column}.min`) } : null;
  return {
    ...head,
    scheme: { th: storedHours(f("scheme.th")), tu: storedHours(f("scheme.tu")), pr: storedHours(f("scheme.pr")) },
    paperHours: blankToNull(f("paperHours")),
    th: marks("th"),
    pr: marks("pr"),
    or: marks("or"),
    tw: marks("tw"),
    sw: blankToNull(f("sw")),
  };
}

export const storedRows = (rows: CurriculumFormRow[]) => rows.map(storedRow);

/** The name of a row's field in the form, its path in the document. */
export const rowField = (semester: number, row: number, key: string) => `semesters[${semester}].rows[${row}].${key}`;
export const optionField = (semester: number, row: number, option: number, key: string) =>
  `semesters[${semester}].rows[${row}].options[${option}].${key}`;
/** The id of a field in the page (`semesters[2].rows[1].th.max` → `semesters-2-rows-1-th-max`). */
export const idOf = (name: string) => name.replace(/[[\].]+/g, "-").replace(/-$/, "");

const FIELD = /^semesters\[(\d+)\]\.rows\[(\d+)\]\.(?:options\[(\d+)\]\.)?([a-zA-Z.]+)$/;
const ROW_KEYS = new Set<string>(["kind", "label", ...SUBJECT_FIELDS, ...ASSESSMENT_FIELDS]);
const OPTION_KEYS = new Set<string>(OPTION_FIELDS);

/** The rows of the posted semester `semester`, in their order; fields of other semesters are not the form's. */
export function parseCurriculumRows(form: FormData, semester: number): CurriculumFormRow[] {
  const rows = new Map<number, CurriculumFormRow & { optionAt: Map<number, Fields> }>();
  for (const [name, raw] of form.entries()) {
    const match = FIELD.exec(name);
    if (!match || typeof raw !== "string" || Number(match[1]) !== semester) continue;
    const index = Number(match[2]);
    if (!rows.has(index)) rows.set(index, { kind: "subject", fields: {}, options: [], optionAt: new Map() });
    const row = rows.get(index)!;
    const key = match[4]!;
    if (match[3] !== undefined) {
      if (!OPTION_KEYS.has(key)) continue;
      const at = Number(match[3]);
      if (!row.optionAt.has(at)) row.optionAt.set(at, {});
      row.optionAt.get(at)![key] = raw;
    } else if (key === "kind") row.kind = raw === "anyOne" ? "anyOne" : "subject";
    else if (ROW_KEYS.has(key)) row.fields[key] = raw;
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, { kind, fields, optionAt }]) => ({
      kind,
      fields,
      options: kind === "anyOne" ? [...optionAt.entries()].sort(([a], [b]) => a - b).map(([, o]) => o) : [],
    }));
}

const blankOption = (): Fields => Object.fromEntries(OPTION_FIELDS.map((key) => [key, ""]));
const blankAssessment = (): Fields => Object.fromEntries(ASSESSMENT_FIELDS.map((key) => [key, ""]));
export const blankSubject = (): CurriculumFormRow => ({
  kind: "subject",
  fields: { ...Object.fromEntries(SUBJECT_FIELDS.map((key) => [key, ""])), ...blankAssessment() },
  options: [],
});
/** A new group starts with the two options the schema asks of every group. */
export const blankGroup = (): CurriculumFormRow => ({
  kind: "anyOne",
  fields: { label: "", ...blankAssessment() },
  options: [blankOption(), blankOption()],
});

const INTENT = /^(remove|up|down|add-option|remove-option):(\d+)(?::(\d+))?$/;

/**
 * A button's intent: add a subject or a group at the end; remove or move row `r`; add an option to group `r`, or
 * remove its option `o`. Anything else (recalculate, an unknown value) changes nothing.
 */
export function applyRowIntent(rows: CurriculumFormRow[], intent: string): CurriculumFormRow[] {
  if (intent === "add-subject") return [...rows, blankSubject()];
  if (intent === "add-group") return [...rows, blankGroup()];
  const match = INTENT.exec(intent);
  if (!match) return rows;
  const index = Number(match[2]);
  const row = rows[index];
  if (!row) return rows;
  const next = [...rows];
  switch (match[1]) {
    case "remove":
      next.splice(index, 1);
      return next;
    case "add-option":
      if (row.kind !== "anyOne") return rows;
      next[index] = { ...row, options: [...row.options, blankOption()] };
      return next;
    case "remove-option": {
      const option = Number(match[3]);
      if (match[3] === undefined || option >= row.options.length) return rows;
      next[index] = { ...row, options: row.options.filter((_, o) => o !== option) };
      return next;
    }
  }
  const other = match[1] === "up" ? index - 1 : index + 1;
  if (other < 0 || other >= rows.length) return rows;
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}

/** Where focus goes after a button's change: the moved row's same button, a new row's first field, a neighbour. */
export function focusAfter(intent: string, rows: CurriculumFormRow[]): string | undefined {
  const count = rows.length;
  const first = (r: number) => `rows-${r}-${rows[r]?.kind === "anyOne" ? "label" : "title"}`;
  if (intent === "add-subject" || intent === "add-group") return first(count - 1);
  const match = INTENT.exec(intent);
  if (!match) return undefined;
  const index = Number(match[2]);
  if (match[1] === "remove") return count > 0 ? first(Math.min(index, count - 1)) : undefined;
  if (match[1] === "add-option") return `rows-${index}-options-${(rows[index]?.options.length ?? 1) - 1}-title`;
  if (match[1] === "remove-option") return `rows-${index}-add-option`;
  const moved = match[1] === "up" ? Math.max(index - 1, 0) : Math.min(index + 1, count - 1);
  // At the top (or the bottom) the same button is disabled and cannot hold focus: its neighbour takes it.
  if (match[1] === "up" && moved === 0) return `rows-0-down`;
  if (match[1] === "down" && moved === count - 1) return `rows-${moved}-up`;
  return `rows-${moved}-${match[1]}`;
}

export interface SemesterTotals {
  scheme: string;
  th: string;
  pr: string;
  or: string;
  tw: string;
  sw: string;
  weeklyHours: number;
  totalMarks: number;
}

/** Leading digits of a printed mark ("50*#" is 50); a blank is 0; null when there are none to read. */
function leading(value: string | undefined): number | null {
  const trimmed = (value ?? "").trim();
  if (trimmed === "") return 0;
  const match = /^\d+/.exec(trimmed);
  return match ? Number(match[0]) : null;
}

const hours = (value: string | undefined) => {
  const trimmed = (value ?? "").trim();
  if (trimmed === "") return 0;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
};

const twoDigits = (n: number) => String(n).padStart(2, "0");

/**
 * A semester's Total row as the public page prints it: hours per kind ("TH-14, TU-01, PR-20"), the maximum marks
 * of each column, the weekly hours and the total marks. An "Any One" group counts once, as a student takes one
 * option. Null while some hours or marks cannot be read (the editor asks to fix them rather than show a wrong sum).
 */
export function semesterTotals(rows: CurriculumFormRow[]): SemesterTotals | null {
  const sum = (read: (row: CurriculumFormRow) => number | null) => {
    let total = 0;
    for (const row of rows) {
      const value = read(row);
      if (value === null) return null;
      total += value;
    }
    return total;
  };
  const [th, tu, pr] = HOUR_FIELDS.map((key) => sum((row) => hours(row.fields[key])));
  const marks = [...MARK_COLUMNS.map((c) => `${c}.max`), "sw"].map((key) => sum((row) => leading(row.fields[key])));
  if (th === null || tu === null || pr === null || th === undefined || tu === undefined || pr === undefined) {
    return null;
  }
  if (marks.some((value) => value === null)) return null;
  const [thMarks, prMarks, orMarks, twMarks, swMarks] = marks as number[];
  return {
    scheme: `TH-${twoDigits(th)}, TU-${twoDigits(tu)}, PR-${twoDigits(pr)}`,
    th: String(thMarks),
    pr: String(prMarks),
    or: String(orMarks),
    tw: String(twMarks),
    sw: String(swMarks),
    weeklyHours: th + tu + pr,
    totalMarks: (marks as number[]).reduce((a, b) => a + b, 0),
  };
}

/**
 * Whether the stored Total row still stands: the rows add up as they did. The shared 1st semester's totals follow
 * the spec's summary rather than its rows, so renaming a subject there must not rewrite them; adding, removing or
 * changing hours or marks does.
 */
export function keepsStoredTotals(storedRowsOfSemester: unknown, rows: CurriculumFormRow[]): boolean {
  return JSON.stringify(semesterTotals(formRows(storedRowsOfSemester))) === JSON.stringify(semesterTotals(rows));
}

/**
 * The semester as it is saved: the rows typed, and the totals computed from them unless they add up as the stored
 * rows did (see keepsStoredTotals). Totals that cannot be computed are left as zero for the schema to refuse.
 */
export function savedSemester(
  stored: Record<string, unknown>,
  rows: CurriculumFormRow[],
): Record<string, unknown> & { rows: unknown[]; total: unknown } {
  const storedNow = storedRows(rows);
  if (keepsStoredTotals(stored.rows, rows)) return { ...stored, rows: storedNow, total: stored.total };
  const totals = semesterTotals(rows) ?? { ...(stored.total as SemesterTotals), weeklyHours: 0, totalMarks: 0 };
  return { ...stored, rows: storedNow, total: totals };
}

const sameRowShape = (a: CurriculumFormRow, b: CurriculumFormRow) =>
  a.kind === b.kind && a.options.length === b.options.length;

/**
 * The form an editor gets back when someone saved meanwhile: what they typed, and the newer values of the fields
 * they left as they found them, so saving again loses neither person's work. When rows or options were added,
 * removed or moved on either side, fields cannot be matched up and the editor's rows come back as typed.
 */
export function mergeMeanwhile(
  base: CurriculumFormRow[],
  latest: CurriculumFormRow[],
  posted: CurriculumFormRow[],
): CurriculumFormRow[] {
  if (base.length !== latest.length || base.length !== posted.length) return posted;
  if (posted.some((row, r) => !sameRowShape(row, base[r]!) || !sameRowShape(row, latest[r]!))) return posted;
  const merge = (mine: Fields, was: Fields, now: Fields) =>
    Object.fromEntries(
      Object.entries(mine).map(([key, value]) => [
        key,
        value.trim() === (was[key] ?? "").trim() ? (now[key] ?? "") : value,
      ]),
    );
  return posted.map((row, r) => ({
    kind: row.kind,
    fields: merge(row.fields, base[r]!.fields, latest[r]!.fields),
    options: row.options.map((option, o) => merge(option, base[r]!.options[o]!, latest[r]!.options[o]!)),
  }));
}
