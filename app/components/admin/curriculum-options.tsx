import { type CurriculumFormRow, optionField, rowField } from "~/core/curriculum-form.ts";
import { useT } from "~/lib/language.tsx";
import { CurriculumField, type FieldContext, RowButton, fieldId } from "./curriculum-field.tsx";
import { staffClass } from "./staff-ui.tsx";

/** The symbol printed after a subject's title: none, "$" or "Ø" (the only ones the schema knows). */
export function SymbolSelect({
  name,
  value,
  onChange,
}: {
  name: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  return (
    <div>
      <label htmlFor={fieldId(name)} className={staffClass.label}>
        {t("console.curriculum.mark")}
      </label>
      <select
        id={fieldId(name)}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={staffClass.input}
      >
        <option value="">{t("console.curriculum.mark.none")}</option>
        <option value="$">{t("console.curriculum.mark.common")}</option>
        <option value="Ø">{t("console.curriculum.mark.other")}</option>
      </select>
    </div>
  );
}

const GROUP = "group";
const OPTION = [
  ["title", "console.curriculum.name", "sm:col-span-2"],
  ["abbr", "console.curriculum.abbr", ""],
  ["code", "console.curriculum.code", ""],
] as const;

/** An "Any One" group's options, each a subject of its own with an optional branch group, added and removed. */
export function CurriculumOptions({
  semester,
  row,
  index,
  context,
  onOption,
}: {
  semester: number;
  row: CurriculumFormRow;
  index: number;
  context: FieldContext;
  onOption: (option: number, key: string, value: string) => void;
}) {
  const t = useT();
  const number = index + 1;
  const optionsError = context.errors[rowField(semester, index, "options")];
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold">{t("console.curriculum.options")}</legend>
      {optionsError ? <p className="text-sm font-medium text-red-700">{optionsError}</p> : null}
      <ol className="space-y-3">
        {row.options.map((option, o) => {
          const name = (key: string) => optionField(semester, index, o, key);
          const text = (key: string, label: string) => (
            <CurriculumField
              name={name(key)}
              label={label}
              value={option[key] ?? ""}
              onChange={(value) => onOption(o, key, value)}
              context={context}
            />
          );
          const title = (option.title ?? "").trim();
          return (
            <li key={o}>
              <fieldset className="rounded border border-slate-200 p-3">
                <legend className="px-1 text-sm font-semibold">
                  {title
                    ? t("console.curriculum.optionNamed", { number: o + 1, title })
                    : t("console.curriculum.option", { number: o + 1 })}
                </legend>
                <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                  {OPTION.map(([key, label, className]) => (
                    <div key={key} className={className}>
                      {text(key, t(label))}
                    </div>
                  ))}
                  <SymbolSelect
                    name={name("mark")}
                    value={option.mark ?? ""}
                    onChange={(value) => onOption(o, "mark", value)}
                  />
                  {text(GROUP, t("console.curriculum.optionGroup"))}
                </div>
                <div className="mt-3">
                  <RowButton
                    value={`remove-option:${index}:${o}`}
                    id={`rows-${index}-options-${o}-remove`}
                    focus={context.focus}
                    danger
                  >
                    {t("console.curriculum.removeOption", { option: o + 1, number })}
                  </RowButton>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <RowButton value={`add-option:${index}`} id={`rows-${index}-add-option`} focus={context.focus}>
        {t("console.curriculum.addOption", { number })}
      </RowButton>
    </fieldset>
  );
}
