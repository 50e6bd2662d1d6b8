import { Form } from "react-router";
import { type PolicyForm, blockTypes, idOf } from "~/core/policy-text-form.ts";
import { useT } from "~/lib/language.tsx";
import { PolicyBlockFields } from "./policy-block-fields.tsx";
import { AddButton, type EditorView, MoveButtons, PolicyGroup, PolicyTextField } from "./policy-form-controls.tsx";
import { staffClass } from "./staff-ui.tsx";

const SECTIONS = "sections";
const sectionName = (index: number) => `${SECTIONS}[${index}]`;

export interface PolicyEditorState {
  form: PolicyForm;
  note: string;
  baseRevision: number;
  errors: Record<string, string>;
  focus?: string;
}

/**
 * A policy text as form fields, named by the document's paths. Every button posts the whole form: a section, block,
 * piece, item or row added, removed or moved comes back from the server with the change (nothing stored until
 * Save), so it all works without JavaScript. The form's first button is "Check the text", which stores nothing, so
 * Enter in a field never saves by surprise.
 */
export function PolicyTextEditor({ state }: { state: PolicyEditorState }) {
  const t = useT();
  const { form } = state;
  const view: EditorView = { errors: state.errors, focus: state.focus };
  return (
    <Form method="post" noValidate className="space-y-4" aria-label={t("console.text.formLabel")}>
      <input type="hidden" name="baseRevision" value={state.baseRevision} />
      <div className="flex flex-wrap items-center gap-3">
        <p className="flex-1">{t("console.text.fromRevision", { revision: state.baseRevision })}</p>
        <button type="submit" name="intent" value="check" className={staffClass.secondary}>
          {t("console.text.check")}
        </button>
      </div>
      {state.errors[""] ? <p className="font-medium text-red-700">{state.errors[""]}</p> : null}
      <PolicyTextField name="title" label={t("console.text.field.title")} value={form.title} view={view} />
      <PolicyTextField
        name="description"
        label={t("console.text.field.description")}
        hint={t("console.text.descriptionHint")}
        value={form.description}
        view={view}
      />
      <ol className="space-y-4">
        {form.sections.map((section, s) => {
          const path = sectionName(s);
          return (
            <li key={s}>
              <PolicyGroup
                name={path}
                legend={t("console.text.sectionLegend", { number: s + 1 })}
                view={view}
                tone="border-brand-700 bg-slate-50"
              >
                <PolicyTextField
                  name={`${path}.heading`}
                  label={t("console.text.field.heading")}
                  hint={t("console.text.headingHint")}
                  value={section.heading}
                  view={view}
                />
                <ol className="space-y-3">
                  {section.blocks.map((block, b) => (
                    <li key={b}>
                      <PolicyBlockFields
                        name={`${path}.blocks[${b}]`}
                        block={block}
                        index={b}
                        count={section.blocks.length}
                        section={s}
                        view={view}
                      />
                    </li>
                  ))}
                </ol>
                <div className="flex flex-wrap items-end gap-2">
                  <div>
                    <label htmlFor={idOf(`addType.${path}`)} className={staffClass.label}>
                      {t("console.text.newBlockType", { number: s + 1 })}
                    </label>
                    <select id={idOf(`addType.${path}`)} name={`addType.${path}`} className={staffClass.input}>
                      {blockTypes.map((type) => (
                        <option key={type} value={type}>
                          {t(`console.text.type.${type}`)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <AddButton name={`${path}.blocks`} view={view}>
                    {t("console.text.addBlock", { number: s + 1 })}
                  </AddButton>
                </div>
                <MoveButtons
                  name={path}
                  index={s}
                  count={form.sections.length}
                  view={view}
                  labels={{
                    up: t("console.text.sectionUp", { number: s + 1 }),
                    down: t("console.text.sectionDown", { number: s + 1 }),
                    remove: t("console.text.sectionRemove", { number: s + 1 }),
                  }}
                />
              </PolicyGroup>
            </li>
          );
        })}
      </ol>
      <AddButton name={SECTIONS} view={view}>
        {t("console.text.addSection")}
      </AddButton>
      <PolicyTextField
        name="lastUpdated"
        type="date"
        label={t("console.text.field.lastUpdated")}
        value={form.lastUpdated}
        view={view}
        wide={false}
      />
      <div className="flex flex-wrap items-end gap-3 border-t border-slate-200 pt-4">
        <label className={`${staffClass.label} min-w-64 flex-1`}>
          {t("console.fees.note")}
          <input name="note" defaultValue={state.note} maxLength={500} className={staffClass.input} />
        </label>
        <button type="submit" name="intent" value="save" className={staffClass.button}>
          {t("console.fees.save")}
        </button>
      </div>
    </Form>
  );
}
