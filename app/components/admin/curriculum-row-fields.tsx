import { type CurriculumFormRow, MARK_COLUMNS, rowField } from "~/core/curriculum-form.ts";
import { useT } from "~/lib/language.tsx";
import { CurriculumField, type FieldContext, RowButton } from "./curriculum-field.tsx";
import { CurriculumOptions, SymbolSelect } from "./curriculum-options.tsx";

const LABEL = "label";
const MARK = "mark";
const PAPER_HOURS = "paperHours";
const SW = "sw";
const SUBJECT: [string, "console.curriculum.name" | "console.curriculum.abbr" | "console.curriculum.code", Extra][] = [
  ["title", "console.curriculum.name", { className: "sm:col-span-2" }],
  ["abbr", "console.curriculum.abbr", {}],
  ["code", "console.curriculum.code", { inputMode: "numeric" }],
];
/** Each column's pair of marks, by the field's key under the row (`th.max`). */
const MARKS = MARK_COLUMNS.map((column) => ({
  column: column.toUpperCase(),
  max: `${column}.max`,
  min: `${column}.min`,
}));
type Extra = { inputMode?: "numeric"; className?: string };
const HOURS = [
  ["scheme.th", "console.curriculum.scheme.th"],
  ["scheme.tu", "console.curriculum.scheme.tu"],
  ["scheme.pr", "console.curriculum.scheme.pr"],
] as const;

/**
 * One row of a semester: a subject (name, abbreviation, code, symbol) or an "Any One" group (its label and
 * options), then the assessment both share (hours, paper hours, marks), and the buttons that move or remove it.
 */
export function CurriculumRowFields({
  semester,
  row,
  index,
  count,
  context,
  onField,
  onOption,
}: {
  semester: number;
  row: CurriculumFormRow;
  index: number;
  count: number;
  context: FieldContext;
  onField: (key: string, value: string) => void;
  onOption: (option: number, key: string, value: string) => void;
}) {
  const t = useT();
  const number = index + 1;
  const name = (key: string) => rowField(semester, index, key);
  const field = (key: string) => row.fields[key] ?? "";
  const text = (key: string, label: string, extra: Extra = {}) => (
    <CurriculumField
      name={name(key)}
      label={label}
      value={field(key)}
      onChange={(value) => onField(key, value)}
      context={context}
      {...extra}
    />
  );
  const group = row.kind === "anyOne";
  const numeric = { inputMode: "numeric" } as const;
  const named = group ? field("label").trim() : field("title").trim();
  const legend = group
    ? named
      ? t("console.curriculum.groupNamed", { number, label: named })
      : t("console.curriculum.group", { number })
    : named
      ? t("console.curriculum.subjectNamed", { number, title: named })
      : t("console.curriculum.subject", { number });
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-300 p-3">
      <legend className="px-1 font-semibold">{legend}</legend>
      <input type="hidden" name={name("kind")} value={row.kind} />
      {group ? (
        <>
          {text(LABEL, t("console.curriculum.label"))}
          <CurriculumOptions semester={semester} row={row} index={index} context={context} onOption={onOption} />
        </>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {SUBJECT.map(([key, label, extra]) => (
            <div key={key} className={extra.className}>
              {text(key, t(label), extra)}
            </div>
          ))}
          <SymbolSelect name={name(MARK)} value={field(MARK)} onChange={(value) => onField(MARK, value)} />
        </div>
      )}
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">{t("console.curriculum.scheme")}</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {HOURS.map(([key, label]) => (
            <div key={key}>{text(key, t(label), numeric)}</div>
          ))}
          <div>{text(PAPER_HOURS, t("console.curriculum.paperHours"))}</div>
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">{t("console.curriculum.marks")}</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {MARKS.flatMap(({ column, max, min }) => [
            <div key={max}>{text(max, t("console.curriculum.max", { column }))}</div>,
            <div key={min}>{text(min, t("console.curriculum.min", { column }))}</div>,
          ])}
          <div>{text(SW, t("console.curriculum.sw"))}</div>
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <RowButton value={`up:${index}`} id={`rows-${index}-up`} focus={context.focus} disabled={index === 0}>
          {t("console.curriculum.rowUp", { number })}
        </RowButton>
        <RowButton
          value={`down:${index}`}
          id={`rows-${index}-down`}
          focus={context.focus}
          disabled={index === count - 1}
        >
          {t("console.curriculum.rowDown", { number })}
        </RowButton>
        <RowButton
          value={`remove:${index}`}
          id={`rows-${index}-remove`}
          focus={context.focus}
          disabled={count === 1}
          danger
        >
          {t("console.curriculum.removeRow", { number })}
        </RowButton>
      </div>
    </fieldset>
  );
}
