import type { FormSpan } from "~/core/policy-text-form.ts";
import { idOf } from "~/core/policy-text-form.ts";
import { useT } from "~/lib/language.tsx";
import { AddButton, type EditorView, MoveButtons, PolicyTextField } from "./policy-form-controls.tsx";

/**
 * Running text (a paragraph, a list item) as pieces, one row each: the words, an emphasis box and an optional link.
 * Marks are chosen, never typed as HTML; the words are stored and shown as typed.
 */
export function PolicySpanFields({ name: path, spans, view }: { name: string; spans: FormSpan[]; view: EditorView }) {
  const t = useT();
  return (
    <div className="space-y-2">
      <ol className="space-y-2">
        {spans.map((span, index) => {
          const at = `${path}[${index}]`;
          const number = index + 1;
          return (
            <li key={index} className="space-y-2 rounded border border-slate-200 bg-slate-50 p-2">
              <div className="flex flex-wrap items-end gap-3">
                <PolicyTextField
                  name={`${at}.text`}
                  label={t("console.text.pieceText", { number })}
                  value={span.text}
                  view={view}
                />
                <div className="flex items-center gap-2 pb-2">
                  <input
                    id={idOf(`${at}.emphasis`)}
                    type="checkbox"
                    name={`${at}.emphasis`}
                    defaultChecked={span.emphasis}
                    className="size-5"
                  />
                  <label htmlFor={idOf(`${at}.emphasis`)} className="text-sm font-semibold">
                    {t("console.text.emphasis")}
                  </label>
                </div>
              </div>
              <PolicyTextField
                name={`${at}.href`}
                label={t("console.text.link")}
                hint={t("console.text.linkHint")}
                value={span.href}
                view={view}
              />
              {spans.length > 1 ? (
                <MoveButtons
                  name={at}
                  index={index}
                  count={spans.length}
                  view={view}
                  labels={{
                    up: t("console.text.pieceUp", { number }),
                    down: t("console.text.pieceDown", { number }),
                    remove: t("console.text.pieceRemove", { number }),
                  }}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
      <AddButton name={path} view={view}>
        {t("console.text.addPiece")}
      </AddButton>
    </div>
  );
}
