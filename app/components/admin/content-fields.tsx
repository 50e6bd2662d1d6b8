import type { ContentField, ContentItem } from "~/core/content-admin/fields.ts";
import { PictureField } from "./picture-field.tsx";
import { ShowWindowFields } from "./show-window-fields.tsx";
import { staffClass } from "./staff-ui.tsx";

/** The controls of one described field, filled from an item when editing one. */
function FieldControl({ field, item }: { field: ContentField; item?: ContentItem }) {
  const value = item?.values[field.name];
  switch (field.kind) {
    case "image":
      return (
        <PictureField
          name={field.name}
          label={field.label}
          mediaId={value ? String(value) : undefined}
          alt={item?.alts[field.name]}
        />
      );
    case "checkbox":
      return (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name={field.name} defaultChecked={value === true} className="h-5 w-5" /> {field.label}
        </label>
      );
    case "select":
      return (
        <label className={staffClass.label}>
          {field.label}
          <select
            name={field.name}
            defaultValue={value === undefined ? field.options[0]?.value : String(value)}
            className={staffClass.input}
          >
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      );
    case "number":
      return (
        <label className={`${staffClass.label} w-28`}>
          {field.label}
          <input
            type="number"
            name={field.name}
            min={field.min}
            max={field.max}
            required
            defaultValue={value === undefined ? "" : String(value)}
            className={staffClass.input}
          />
        </label>
      );
    case "date":
      return (
        <label className={staffClass.label}>
          {field.label}
          <input
            type="date"
            name={field.name}
            required
            defaultValue={value === undefined ? "" : String(value)}
            className={staffClass.input}
          />
        </label>
      );
    case "text":
      return (
        <label className={`${staffClass.label} min-w-56 flex-1`}>
          {field.label}
          <input
            name={field.name}
            required={!field.optional}
            maxLength={field.max}
            defaultValue={value === undefined ? "" : String(value)}
            className={staffClass.input}
          />
        </label>
      );
  }
}

/** Every field of a described list, then published and the show window. */
export function ContentFields({ fields, item }: { fields: readonly ContentField[]; item?: ContentItem }) {
  return (
    <>
      {fields.map((field) => (
        <FieldControl key={field.name} field={field} item={item} />
      ))}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="published" defaultChecked={item?.published ?? true} className="h-5 w-5" />{" "}
        Published
      </label>
      <ShowWindowFields showFrom={item?.showFrom} showUntil={item?.showUntil} />
    </>
  );
}
