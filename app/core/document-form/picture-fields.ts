import type { FieldPath } from "~/core/json-fields.ts";
import type { FieldSpec, PictureSpec } from "./field-specs.ts";

const join = (prefix: string, key: string) => (prefix === "" ? key : `${prefix}.${key}`);

/**
 * The field name of every picture control a document's form draws (`staff[2].photo`), with its spec: the pictures
 * of each object, and of each item its lists have. An optional picture the document leaves out is named too (its
 * control offers an upload).
 */
export function pictureFieldsOf(
  spec: FieldSpec,
  document: unknown,
  name = "",
): { name: string; spec: PictureSpec; value: unknown }[] {
  switch (spec.kind) {
    case "picture":
      return [{ name, spec, value: document }];
    case "object": {
      const record = (typeof document === "object" && document !== null ? document : {}) as Record<string, unknown>;
      return spec.fields.flatMap((field) => pictureFieldsOf(field.spec, record[field.key], join(name, field.key)));
    }
    case "list":
      return Array.isArray(document)
        ? document.flatMap((item, index) => pictureFieldsOf(spec.item, item, `${name}[${index}]`))
        : [];
    default:
      return [];
  }
}

/**
 * A picture's value with a new address and size, its other fields (the text alternative, "decorative") as they were
 * posted, in the shape's order of fields.
 */
export function withPicture(
  spec: PictureSpec,
  posted: unknown,
  picture: { src: string; width: number; height: number },
): Record<string, unknown> {
  const before = (typeof posted === "object" && posted !== null ? posted : {}) as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...before, ...picture };
  const value: Record<string, unknown> = {};
  for (const field of spec.fields) if (merged[field.key] !== undefined) value[field.key] = merged[field.key];
  return value;
}

const isContainer = (value: unknown): value is Record<PropertyKey, unknown> =>
  typeof value === "object" && value !== null;

/** Sets the value at a field name's path in a document; a path through no object or list changes nothing. */
export function setAt(document: unknown, path: FieldPath, value: unknown): void {
  let current = document;
  for (const key of path.slice(0, -1)) current = isContainer(current) ? current[key] : undefined;
  if (isContainer(current) && path.length > 0) current[path[path.length - 1]!] = value;
}
