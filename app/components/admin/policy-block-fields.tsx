import type { FormBlock } from "~/core/policy-text-form.ts";
import { idOf } from "~/core/policy-text-form.ts";
import { useT } from "~/lib/language.tsx";
import { AddButton, type EditorView, MoveButtons, PolicyGroup, PolicyTextField } from "./policy-form-controls.tsx";
import { PolicySpanFields } from "./policy-span-fields.tsx";
import { staffClass } from "./staff-ui.tsx";

/** One block of a section: its type (fixed when added, a hidden field) and its fields, with its move buttons. */
export function PolicyBlockFields({
  name: path,
  block,
  index,
  count,
  section,
  view,
}: {
  name: string;
  block: FormBlock;
  index: number;
  count: number;
  section: number;
  view: EditorView;
}) {
  const t = useT();
  const number = index + 1;
  const legend = t("console.text.blockLegend", {
    number,
    section: section + 1,
    type: t(`console.text.type.${block.type}`),
  });
  return (
    <PolicyGroup name={path} legend={legend} view={view} tone="border-slate-300 bg-white">
      <input type="hidden" name={`${path}.type`} value={block.type} />
      {block.type === "paragraph" ? <PolicySpanFields name={`${path}.text`} spans={block.text} view={view} /> : null}
      {block.type === "list" ? <ListFields name={path} block={block} view={view} /> : null}
      {block.type === "table" ? <TableFields name={path} block={block} view={view} /> : null}
      <MoveButtons
        name={path}
        index={index}
        count={count}
        view={view}
        labels={{
          up: t("console.text.blockUp", { number }),
          down: t("console.text.blockDown", { number }),
          remove: t("console.text.blockRemove", { number }),
        }}
      />
    </PolicyGroup>
  );
}

function ListFields({
  name: path,
  block,
  view,
}: {
  name: string;
  block: FormBlock & { type: "list" };
  view: EditorView;
}) {
  const t = useT();
  return (
    <>
      <div className="flex items-center gap-2">
        <input
          id={idOf(`${path}.ordered`)}
          type="checkbox"
          name={`${path}.ordered`}
          defaultChecked={block.ordered}
          className="size-5"
        />
        <label htmlFor={idOf(`${path}.ordered`)} className="text-sm font-semibold">
          {t("console.text.ordered")}
        </label>
      </div>
      <ol className="space-y-3">
        {block.items.map((item, index) => (
          <li key={index}>
            <PolicyGroup
              name={`${path}.items[${index}]`}
              legend={t("console.text.itemLegend", { number: index + 1 })}
              view={view}
            >
              <PolicySpanFields name={`${path}.items[${index}]`} spans={item} view={view} />
              <MoveButtons
                name={`${path}.items[${index}]`}
                index={index}
                count={block.items.length}
                view={view}
                labels={{
                  up: t("console.text.itemUp", { number: index + 1 }),
                  down: t("console.text.itemDown", { number: index + 1 }),
                  remove: t("console.text.itemRemove", { number: index + 1 }),
                }}
              />
            </PolicyGroup>
          </li>
        ))}
      </ol>
      <AddButton name={`${path}.items`} view={view}>
        {t("console.text.addItem")}
      </AddButton>
    </>
  );
}

function TableFields({
  name: path,
  block,
  view,
}: {
  name: string;
  block: FormBlock & { type: "table" };
  view: EditorView;
}) {
  const t = useT();
  return (
    <>
      <PolicyTextField name={`${path}.caption`} label={t("console.text.caption")} value={block.caption} view={view} />
      <PolicyGroup name={`${path}.columns`} legend={t("console.text.columns")} view={view}>
        <div className="grid gap-3 sm:grid-cols-2">
          {block.columns.map((column, c) => (
            <div key={c} className="space-y-1">
              <PolicyTextField
                name={`${path}.columns[${c}]`}
                label={t("console.text.columnName", { number: c + 1 })}
                value={column}
                view={view}
              />
              {block.columns.length > 2 ? (
                <button
                  type="submit"
                  name="intent"
                  value={`remove:${path}.columns[${c}]`}
                  className={staffClass.danger}
                >
                  {t("console.text.columnRemove", { number: c + 1 })}
                </button>
              ) : null}
            </div>
          ))}
        </div>
        <AddButton name={`${path}.columns`} view={view}>
          {t("console.text.addColumn")}
        </AddButton>
      </PolicyGroup>
      <ol className="space-y-3">
        {block.rows.map((row, r) => (
          <li key={r}>
            <PolicyGroup
              name={`${path}.rows[${r}]`}
              legend={t("console.text.rowLegend", { number: r + 1 })}
              view={view}
            >
              <div className="grid gap-3 sm:grid-cols-2">
                {row.map((cell, c) => (
                  <PolicyTextField
                    key={c}
                    name={`${path}.rows[${r}][${c}]`}
                    label={block.columns[c] || t("console.text.columnName", { number: c + 1 })}
                    value={cell}
                    view={view}
                  />
                ))}
              </div>
              <MoveButtons
                name={`${path}.rows[${r}]`}
                index={r}
                count={block.rows.length}
                view={view}
                labels={{
                  up: t("console.text.rowUp", { number: r + 1 }),
                  down: t("console.text.rowDown", { number: r + 1 }),
                  remove: t("console.text.rowRemove", { number: r + 1 }),
                }}
              />
            </PolicyGroup>
          </li>
        ))}
      </ol>
      <AddButton name={`${path}.rows`} view={view}>
        {t("console.text.addRow")}
      </AddButton>
    </>
  );
}
