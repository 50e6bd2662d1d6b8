import type { ReactNode } from "react";
import type { ContentField, ContentItem } from "~/core/content-admin/fields.ts";
import { useT } from "~/lib/language.tsx";
import { ConsoleForm } from "./console-form.tsx";
import { ContentFields, contentDefaults } from "./content-fields.tsx";
import { ItemButtons, staffClass } from "./staff-ui.tsx";

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;

function useItemName() {
  const t = useT();
  return (item: ContentItem, nameField: string, noun: string, index: number) => {
    const name = String(item.values[nameField] ?? "").trim();
    return t("console.item.name", {
      noun: capitalise(noun),
      number: index + 1,
      name: name || t("console.item.noCaption"),
    });
  };
}

/**
 * The shared editor of a described list: a form to add an item at the end, then every item in display order with
 * save, move up, move down and delete. Works without JavaScript (plain posts; pictures as multipart); a refused post
 * comes back with the errors beside the fields of the form that sent it.
 */
export function ContentItemsEditor({
  noun,
  fields,
  nameField,
  items,
  reply,
  addForm = true,
  itemExtras,
}: {
  noun: string;
  fields: readonly ContentField[];
  nameField: string;
  items: readonly ContentItem[];
  /** The action's answer. */
  reply: unknown;
  /** False when the page adds items its own way (an album's several-at-once upload). */
  addForm?: boolean;
  /** More controls inside an item's form (a link to its pictures, a "set as cover" button). */
  itemExtras?: (item: ContentItem) => ReactNode;
}) {
  const t = useT();
  const itemName = useItemName();
  const encType = fields.some((field) => field.kind === "image")
    ? "multipart/form-data"
    : "application/x-www-form-urlencoded";
  return (
    <>
      {addForm ? (
        <section aria-labelledby="add-item" className="rounded-lg border border-slate-200 p-4">
          <h2 id="add-item" className="mb-3 text-lg font-semibold">
            {t("console.item.add", { noun: withArticle(noun) })}
          </h2>
          <ConsoleForm
            id="add"
            reply={reply}
            defaultValue={contentDefaults(fields)}
            encType={encType}
            className="flex flex-wrap items-end gap-3"
            key={`add-${items.length}`}
          >
            {(metas) => (
              <>
                <ContentFields described={fields} fields={metas} />
                <button type="submit" name="intent" value="add" className={staffClass.button}>
                  {t("console.add")}
                </button>
              </>
            )}
          </ConsoleForm>
        </section>
      ) : null}
      <section aria-labelledby="items" className="space-y-3">
        <h2 id="items" className="text-lg font-semibold">
          {t("console.item.inOrder", { count: items.length })}
        </h2>
        <ol className="space-y-3">
          {items.map((item, index) => (
            <li key={`${item.id}-${JSON.stringify(item)}`} className="rounded-lg border border-slate-200 p-3">
              <ConsoleForm
                id={`item-${item.id}`}
                reply={reply}
                defaultValue={contentDefaults(fields, item)}
                encType={encType}
                className="flex flex-wrap items-end gap-3"
                label={itemName(item, nameField, noun, index)}
              >
                {(metas) => (
                  <>
                    <input type="hidden" name="id" value={item.id} />
                    <p className="w-full text-sm font-semibold">
                      {itemName(item, nameField, noun, index)}{" "}
                      {item.published ? null : <span className="text-red-800">{t("console.item.hidden")}</span>}
                    </p>
                    <ContentFields described={fields} fields={metas} item={item} />
                    {itemExtras?.(item)}
                    <ItemButtons index={index} count={items.length} />
                  </>
                )}
              </ConsoleForm>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
