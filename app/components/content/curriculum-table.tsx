import type { CurriculumRow, Semester } from "~/schemas/content/curriculum.ts";
import { TableScroll, tableClass } from "./table-scroll.tsx";

/**
 * UI text of the curriculum pages, in one place until the shared message catalogue takes these keys
 * (the column headings are the spec's exact names, 001 §2).
 */
export const curriculumText = {
  columns: [
    "#",
    "Subject Title",
    "Abbreviation",
    "Sub Code",
    "Teaching Scheme",
    "Paper HRS",
    "TH (1)",
    "PR (4)",
    "OR (8)",
    "TW (9)",
    "SW (16001)",
  ],
  anyOne: "Any One",
  total: "Total",
  notes: "Notes",
  none: "--",
  semesters: "Semesters",
  curriculum: "Semester-wise curriculum",
  caption: (semester: string) => `${semester}: subjects, teaching scheme (hours per week) and marks`,
  scrollLabel: (semester: string) => `${semester} curriculum table`,
  summary: (hours: number, marks: number) => `Weekly hours: ${hours}, Total marks: ${marks}`,
  marks: (max: string, min: string) => `Max-${max}, Min-${min}`,
} as const;

const COLUMN_COUNT = curriculumText.columns.length;

/** Eleven columns: cells a little tighter than the site's other tables, so a semester fits a desktop column. */
const td = tableClass.td.replace("px-3", "px-2");
const th = tableClass.th.replace("px-3", "px-2");

type Scheme = CurriculumRow["scheme"];
type Marks = CurriculumRow["th"];

const hours = (value: number | null) => (value === null ? curriculumText.none : String(value).padStart(2, "0"));

/** Hours per week as "TH 03, TU --, PR 02" (a dash-joined "TU---" would be unreadable). */
export function formatScheme({ th, tu, pr }: Scheme): string {
  return `TH ${hours(th)}, TU ${hours(tu)}, PR ${hours(pr)}`;
}

export function formatMarks(marks: Marks): string {
  return marks ? curriculumText.marks(marks.max, marks.min) : curriculumText.none;
}

const withMark = (title: string, mark?: string) => (mark ? `${title} ${mark}` : title);

/** The assessment cells shared by a subject row and an "Any One" group (which is assessed once). */
function AssessmentCells({ row, rowSpan }: { row: CurriculumRow; rowSpan?: number }) {
  const cells = [
    formatScheme(row.scheme),
    row.paperHours ?? curriculumText.none,
    formatMarks(row.th),
    formatMarks(row.pr),
    formatMarks(row.or),
    formatMarks(row.tw),
    row.sw ?? curriculumText.none,
  ];
  return cells.map((text, index) => (
    <td key={index} rowSpan={rowSpan} className={`${td} whitespace-nowrap`}>
      {text}
    </td>
  ));
}

/**
 * An "Any One" group is a block of rows: the label row carries the serial number and the marks (spanning
 * the block), then one row per option with its title, abbreviation and code, so each option reads on its own line.
 */
function ElectiveRows({ row, serial }: { row: Extract<CurriculumRow, { kind: "anyOne" }>; serial: number }) {
  const span = row.options.length + 1;
  return (
    <>
      <tr className="bg-brand-50">
        <td rowSpan={span} className={td}>
          {serial}
        </td>
        <th scope="row" colSpan={3} className={`${td} font-semibold`}>
          {row.label} <span className="font-normal text-slate-700">({curriculumText.anyOne})</span>
        </th>
        <AssessmentCells row={row} rowSpan={span} />
      </tr>
      {row.options.map((option) => (
        <tr key={option.code} className="bg-brand-50">
          <th scope="row" className={`${td} pl-6 font-normal`}>
            {withMark(option.title, option.mark)}
          </th>
          <td className={td}>{option.abbr}</td>
          <td className={td}>{option.code}</td>
        </tr>
      ))}
    </>
  );
}

/** One semester's table: the spec's eleven columns, subject and elective rows, then the Total and notes rows. */
export function CurriculumTable({ semester }: { semester: Semester }) {
  const { total } = semester;
  return (
    <TableScroll label={curriculumText.scrollLabel(semester.name)}>
      <table className={`${tableClass.table} min-w-[76rem] tabular-nums`}>
        <caption className={tableClass.caption}>
          {/* Stays in view and wraps at the screen width while the wide table scrolls sideways on a phone. */}
          <span className="sticky left-2 block max-w-[calc(100vw-4rem)]">{curriculumText.caption(semester.name)}</span>
        </caption>
        <thead className={tableClass.head}>
          <tr>
            {curriculumText.columns.map((column, index) => (
              // The subject title gets room, so titles wrap into two lines rather than four.
              <th key={column} scope="col" className={`${th} ${index === 1 ? "min-w-44" : ""}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {semester.rows.map((row, index) =>
            row.kind === "anyOne" ? (
              <ElectiveRows key={row.label} row={row} serial={index + 1} />
            ) : (
              <tr key={row.code} className={tableClass.row}>
                <td className={td}>{index + 1}</td>
                <th scope="row" className={`${td} font-normal`}>
                  {withMark(row.title, row.mark)}
                </th>
                <td className={td}>{row.abbr}</td>
                <td className={td}>{row.code}</td>
                <AssessmentCells row={row} />
              </tr>
            ),
          )}
        </tbody>
        <tfoot className="bg-slate-100 font-semibold">
          <tr>
            <th scope="row" className={td}>
              {curriculumText.total}
            </th>
            <td colSpan={3} className={td}>
              {curriculumText.summary(total.weeklyHours, total.totalMarks)}
            </td>
            <td className={`${td} whitespace-nowrap`}>{total.scheme}</td>
            <td className={td} />
            {[total.th, total.pr, total.or, total.tw, total.sw].map((value, index) => (
              <td key={index} className={td}>
                {value}
              </td>
            ))}
          </tr>
          <tr>
            <td colSpan={COLUMN_COUNT} className={`${td} font-normal`}>
              {/* Sticks to the scroll box's left edge and wraps at the screen width: no sideways scrolling to read. */}
              <div className="sticky left-3 max-w-[calc(100vw-4rem)]">
                <p className="font-semibold">{curriculumText.notes}</p>
                <ul className="list-disc space-y-1 pl-5">
                  {semester.notes.map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
              </div>
            </td>
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}
