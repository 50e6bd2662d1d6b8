import type { ContentField, ContentItem } from "~/core/content-admin/fields.ts";
import { useT } from "~/lib/language.tsx";
import { CheckboxField, InputField, SelectField } from "./console-fields.tsx";
import type { ConsoleFields } from "./console-form.tsx";
import { PictureField } from "./picture-field.tsx";
import { ShowWindowFields } from "./show-window-fields.tsx";

/** The control of one described field; its value comes from the form (the saved item, or what was typed). */
function FieldControl({ field, fields, item }: { field: ContentField; fields: ConsoleFields; item?: ContentItem }) {
  const t = useT();
  const meta = fields[field.name]!;
  switch (field.kind) {
    case "image": {
      const value = item?.values[field.name];
      return (
        <PictureField
          name={field.name}
          label={t(field.labelKey)}
          fields={fields}
          mediaId={value ? String(value) : undefined}
          alt={item?.alts[field.name]}
        />
      );
    }
    case "checkbox":
      return <CheckboxField meta={meta} label={t(field.labelKey)} />;
    case "select":
      return (
        <SelectField
          meta={meta}
          label={t(field.labelKey)}
          options={field.options.map((option) => ({ value: option.value, label: t(option.labelKey) }))}
        />
      );
    case "number":
      return (
        <InputField
          meta={meta}
          label={t(field.labelKey)}
          type="number"
          min={field.min}
          max={field.max}
          required
          className="w-28"
        />
      );
    case "date":
      return <InputField meta={meta} label={t(field.labelKey)} type="date" required />;
    case "text":
      return (
        <InputField
          meta={meta}
          label={t(field.labelKey)}
          required={!field.optional}
          maxLength={field.max}
          {...(field.lang ? { lang: field.lang } : {})}
          className="min-w-56 flex-1"
        />
      );
  }
}

/** The values an item's form starts from: the saved item, or a new item's defaults (published, first choice). */
export function contentDefaults(fields: readonly ContentField[], item?: ContentItem): Record<string, unknown> {
  const values: Record<string, unknown> = {
    published: item?.published ?? true,
    showFrom: item?.showFrom ?? "",
    showUntil: item?.showUntil ?? "",
  };
  for (const field of fields) {
    if (field.kind === "image") values[`${field.name}Alt`] = item?.alts[field.name] ?? "";
    else if (field.kind === "select") values[field.name] = item ? item.values[field.name] : field.options[0]?.value;
    else if (item) values[field.name] = item.values[field.name];
  }
  return values;
}

/** Every field of a described list, then published and the show window. */
export function ContentFields({
  described,
  fields,
  item,
}: {
  described: readonly ContentField[];
  fields: ConsoleFields;
  item?: ContentItem;
}) {
  const t = useT();
  return (
    <>
      {described.map((field) => (
        <FieldControl key={field.name} field={field} fields={fields} item={item} />
      ))}
      <CheckboxField meta={fields.published!} label={t("console.published")} />
      <ShowWindowFields fields={fields} />
    </>
  );
}
