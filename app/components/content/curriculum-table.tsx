import "~/messages/static-page-messages.ts";
import { useT } from "~/lib/language.tsx";
import type { MessageKey, Translate } from "~/messages/catalogue.ts";
import type { CurriculumRow, Semester } from "~/schemas/content/curriculum.ts";
import { TableScroll, tableClass } from "./table-scroll.tsx";
import { DocumentText } from "./english-text.tsx";

/** The spec's eleven column headings (001 §2), in order. */
export const curriculumColumns: readonly MessageKey[] = [
  "content.curriculum.column.serial",
  "content.curriculum.column.title",
  "content.curriculum.column.abbreviation",
  "content.curriculum.column.code",
  "content.curriculum.column.scheme",
  "content.curriculum.column.paperHours",
  "content.curriculum.column.th",
  "content.curriculum.column.pr",
  "content.curriculum.column.or",
  "content.curriculum.column.tw",
  "content.curriculum.column.sw",
];

/** An empty cell: two dashes, the same in every language. */
const NONE = "--";
const COLUMN_COUNT = curriculumColumns.length;

/** Eleven columns: cells a little tighter than the site's other tables, so a semester fits a desktop column. */
const td = tableClass.td.replace("px-3", "px-2");
const th = tableClass.th.replace("px-3", "px-2");

type Scheme = CurriculumRow["scheme"];
type Marks = CurriculumRow["th"];

const hours = (value: number | null) => (value === null ? NONE : String(value).padStart(2, "0"));

/** Hours per week as "TH 03, TU --, PR 02" (a dash-joined "TU---" would be unreadable). */
export function formatScheme({ th, tu, pr }: Scheme, t: Translate): string {
  return t("content.curriculum.scheme", { th: hours(th), tu: hours(tu), pr: hours(pr) });
}

export function formatMarks(marks: Marks, t: Translate): string {
  return marks ? t("content.curriculum.marks", { max: marks.max, min: marks.min }) : NONE;
}

const withMark = (title: string, mark?: string) => (mark ? `${title} ${mark}` : title);

/** The assessment cells shared by a subject row and an "Any One" group (which is assessed once). */
function AssessmentCells({ row, rowSpan }: { row: CurriculumRow; rowSpan?: number }) {
  const t = useT();
  const cells = [
    formatScheme(row.scheme, t),
    row.paperHours ?? NONE,
    formatMarks(row.th, t),
    formatMarks(row.pr, t),
    formatMarks(row.or, t),
    formatMarks(row.tw, t),
    row.sw ?? NONE,
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
  const t = useT();
  const span = row.options.length + 1;
  return (
    <>
      <tr className="bg-brand-50">
        <td rowSpan={span} className={td}>
          {serial}
        </td>
        <th scope="row" colSpan={3} className={`${td} font-semibold`}>
          {row.label} <span className="font-normal text-slate-700">({t("content.curriculum.anyOne")})</span>
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
  const t = useT();
  const { total } = semester;
  return (
    <TableScroll label={t("content.curriculum.scrollLabel", { semester: semester.name })}>
      <table className={`${tableClass.table} min-w-[76rem] tabular-nums`}>
        <caption className={tableClass.caption}>
          {/* Stays in view and wraps at the screen width while the wide table scrolls sideways on a phone. */}
          <span className="sticky left-2 block max-w-[calc(100vw-4rem)]">
            {t("content.curriculum.caption", { semester: semester.name })}
          </span>
        </caption>
        <thead className={tableClass.head}>
          <tr>
            {curriculumColumns.map((column, index) => (
              // The subject title gets room, so titles wrap into two lines rather than four.
              <th key={column} scope="col" className={`${th} ${index === 1 ? "min-w-44" : ""}`}>
                {t(column)}
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
              {t("content.curriculum.total")}
            </th>
            <td colSpan={3} className={td}>
              {t("content.curriculum.summary", { hours: total.weeklyHours, marks: total.totalMarks })}
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
                <p className="font-semibold">{t("content.curriculum.notes")}</p>
                <ul className="list-disc space-y-1 pl-5">
                  {semester.notes.map((note) => (
                    <li key={note}>
                      <DocumentText text={note} />
                    </li>
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
