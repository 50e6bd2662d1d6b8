import type { ReactNode } from "react";
import type { FieldSpec } from "~/core/document-form/field-specs.ts";
import { listIntentValue } from "~/core/document-form/form-values.ts";
import { useT } from "~/lib/language.tsx";
import type { MessageKey } from "~/messages/catalogue.ts";
import { DocumentPicture } from "./document-picture.tsx";
import { type FieldsContext, ErrorText, fieldId, focusProps, invalidClass } from "./document-field-parts.tsx";
import { staffClass } from "./staff-ui.tsx";

/** Texts this long, or holding a line break, are edited in a box of several lines. */
const LONG_TEXT = 90;

/** One value the form edits: a text, a number or a choice, with its label and its problem. */
function ValueField({
  spec,
  name,
  label,
  optional,
  value,
  context,
}: {
  spec: Extract<FieldSpec, { kind: "text" | "number" | "choice" }>;
  name: string;
  label: string;
  optional: boolean;
  value: unknown;
  context: FieldsContext;
}) {
  const t = useT();
  const text = value === undefined || value === null ? "" : String(value);
  const common = { ...focusProps(name, context), name, className: `${staffClass.input} ${invalidClass}` };
  let control: ReactNode;
  if (spec.kind === "choice") {
    control = (
      <select {...common} defaultValue={text}>
        <option value="">{t("console.document.choose")}</option>
        {spec.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (spec.kind === "number") {
    control = <input {...common} defaultValue={text} inputMode={spec.integer ? "numeric" : "decimal"} />;
  } else if (text.length > LONG_TEXT || text.includes("\n")) {
    control = <textarea {...common} defaultValue={text} rows={Math.min(12, Math.ceil(text.length / 70) + 1)} />;
  } else {
    control = <input {...common} defaultValue={text} />;
  }
  return (
    <div>
      <label htmlFor={fieldId(name)} className={staffClass.label}>
        {label} {optional ? <span className="font-normal">{t("console.document.optional")}</span> : null}
      </label>
      {control}
      <ErrorText name={name} context={context} />
    </div>
  );
}

/** A button of a list: it posts the whole form with its intent (works without JavaScript). */
function ListButton({ value, disabled, children }: { value: string; disabled?: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      name="intent"
      value={value}
      disabled={disabled}
      className={`${staffClass.secondary} disabled:opacity-50`}
    >
      {children}
    </button>
  );
}

/** A list's items, each with its buttons, and the button that adds one. */
function ListFields({
  spec,
  name,
  label,
  value,
  context,
}: {
  spec: Extract<FieldSpec, { kind: "list" }>;
  name: string;
  label: string;
  value: unknown;
  context: FieldsContext;
}) {
  const t = useT();
  const items = Array.isArray(value) ? value : [];
  return (
    <fieldset
      className="space-y-3 rounded-lg border border-slate-300 p-3"
      aria-describedby={context.errors[name] ? `${fieldId(name)}-error` : undefined}
    >
      <legend className="px-1 font-semibold">{label}</legend>
      <ErrorText name={name} context={context} />
      {items.length === 0 ? <p>{t("console.document.none")}</p> : null}
      <ol className="space-y-3">
        {items.map((item, index) => {
          const itemName = `${name}[${index}]`;
          const itemLabel = t("console.document.item", { list: label, number: index + 1 });
          return (
            <li key={index} className="space-y-2 border-l-4 border-slate-200 pl-3">
              <Fields
                spec={spec.item}
                name={itemName}
                label={itemLabel}
                optional={false}
                value={item}
                context={context}
              />
              <div className="flex flex-wrap gap-2">
                <ListButton value={listIntentValue("up", itemName)} disabled={index === 0}>
                  {t("console.document.up", { item: itemLabel })}
                </ListButton>
                <ListButton value={listIntentValue("down", itemName)} disabled={index === items.length - 1}>
                  {t("console.document.down", { item: itemLabel })}
                </ListButton>
                <ListButton value={listIntentValue("remove", itemName)}>
                  {t("console.document.remove", { item: itemLabel })}
                </ListButton>
              </div>
            </li>
          );
        })}
      </ol>
      <ListButton value={listIntentValue("add", name)}>{t("console.document.add", { list: label })}</ListButton>
    </fieldset>
  );
}

/** The fields of any part of a document, by its spec; `name` is the part's field name ("" for the whole). */
export function Fields({
  spec,
  name,
  label,
  optional,
  value,
  context,
}: {
  spec: FieldSpec;
  name: string;
  label: string;
  optional: boolean;
  value: unknown;
  context: FieldsContext;
}) {
  const t = useT();
  switch (spec.kind) {
    case "kept":
      return value === undefined ? null : (
        <p className="text-sm text-slate-700">
          <input type="hidden" name={name} value={JSON.stringify(value)} />
          {t("console.document.keptField", { field: label })}
        </p>
      );
    case "text":
    case "number":
    case "choice":
      return <ValueField spec={spec} name={name} label={label} optional={optional} value={value} context={context} />;
    case "list":
      return <ListFields spec={spec} name={name} label={label} value={value} context={context} />;
    case "picture":
      return (
        <DocumentPicture spec={spec} name={name} label={label} optional={optional} value={value} context={context} />
      );
    case "object": {
      const record = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
      const children = spec.fields.map((field) => {
        const childName = name === "" ? field.key : `${name}.${field.key}`;
        return (
          <Fields
            key={field.key}
            spec={field.spec}
            name={childName}
            label={t(`console.field.${field.key}` as MessageKey)}
            optional={field.optional || field.nullable}
            value={record[field.key]}
            context={context}
          />
        );
      });
      if (name === "") return <div className="space-y-3">{children}</div>;
      return (
        <fieldset className="space-y-3 rounded-lg border border-slate-300 p-3">
          <legend className="px-1 font-semibold">
            {label} {optional ? <span className="font-normal">{t("console.document.optional")}</span> : null}
          </legend>
          <ErrorText name={name} context={context} />
          {children}
        </fieldset>
      );
    }
  }
}

/** The first field name with a problem, in the order of the form. */
export function firstErrorOf(errors: Record<string, string>): string | undefined {
  return Object.keys(errors).find((name) => name !== "");
}
