import type { ReactNode } from "react";
import { Form } from "react-router";
import type { ContentField, ContentItem } from "~/core/content-admin/fields.ts";
import { ContentFields } from "./content-fields.tsx";
import { ItemButtons, staffClass } from "./staff-ui.tsx";

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;

function itemName(item: ContentItem, nameField: string, noun: string, index: number) {
  const name = String(item.values[nameField] ?? "").trim();
  return `${capitalise(noun)} ${index + 1}: ${name || "(no caption)"}`;
}

/**
 * The shared editor of a described list: a form to add an item at the end, then every item in display order with
 * save, move up, move down and delete. Works without JavaScript (plain posts; pictures as multipart).
 */
export function ContentItemsEditor({
  noun,
  fields,
  nameField,
  items,
  addForm = true,
  itemExtras,
}: {
  noun: string;
  fields: readonly ContentField[];
  nameField: string;
  items: readonly ContentItem[];
  /** False when the page adds items its own way (an album's several-at-once upload). */
  addForm?: boolean;
  /** More controls inside an item's form (a link to its pictures, a "set as cover" button). */
  itemExtras?: (item: ContentItem) => ReactNode;
}) {
  const encType = fields.some((field) => field.kind === "image")
    ? "multipart/form-data"
    : "application/x-www-form-urlencoded";
  return (
    <>
      {addForm ? (
        <section aria-labelledby="add-item" className="rounded-lg border border-slate-200 p-4">
          <h2 id="add-item" className="mb-3 text-lg font-semibold">
            Add {withArticle(noun)}
          </h2>
          <Form method="post" encType={encType} className="flex flex-wrap items-end gap-3" key={`add-${items.length}`}>
            <ContentFields fields={fields} />
            <button type="submit" name="intent" value="add" className={staffClass.button}>
              Add
            </button>
          </Form>
        </section>
      ) : null}
      <section aria-labelledby="items" className="space-y-3">
        <h2 id="items" className="text-lg font-semibold">
          In display order ({items.length})
        </h2>
        <ol className="space-y-3">
          {items.map((item, index) => (
            <li key={`${item.id}-${JSON.stringify(item)}`} className="rounded-lg border border-slate-200 p-3">
              <Form
                method="post"
                encType={encType}
                className="flex flex-wrap items-end gap-3"
                aria-label={itemName(item, nameField, noun, index)}
              >
                <input type="hidden" name="id" value={item.id} />
                <p className="w-full text-sm font-semibold">
                  {itemName(item, nameField, noun, index)}{" "}
                  {item.published ? null : <span className="text-red-800">(hidden)</span>}
                </p>
                <ContentFields fields={fields} item={item} />
                {itemExtras?.(item)}
                <ItemButtons index={index} count={items.length} />
              </Form>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
