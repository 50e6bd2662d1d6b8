import type { z } from "zod";
import { pictureSchemas } from "./picture-mark.ts";

/**
 * What an editor form needs to know of a page shape's zod schema (decision 046): the fields of its objects, the items
 * of its lists, which values are numbers and which are a choice among fixed words. The schemas of
 * app/schemas/content/ stay the one definition of each shape; this reads them, it never restates them. A part the
 * generated form cannot edit (the typed text blocks of policy sections, a fixed value) is `kept`: a save keeps it as
 * the revision it started from has it, and a dedicated editor edits it.
 */
export type FieldSpec =
  | { kind: "kept" }
  | { kind: "text" }
  | { kind: "number"; integer: boolean }
  | { kind: "choice"; options: string[] }
  | { kind: "object"; fields: ObjectField[] }
  | { kind: "list"; item: FieldSpec; min: number }
  | PictureSpec;

/**
 * A picture of the shape (decision 047): drawn small with a file input to replace it and its text alternative beside
 * it; `fields` are the picture object's own (src, width, height, and alt and decorative where the shape has them).
 */
export interface PictureSpec {
  kind: "picture";
  fields: ObjectField[];
  /** Whether the shape lets a picture be marked decorative (it has a `decorative` field). */
  decorative: boolean;
}

/** A field of an object; left empty, an optional one is left out and a nullable one is null. */
export interface ObjectField {
  key: string;
  spec: FieldSpec;
  optional: boolean;
  nullable: boolean;
}

/** The parts of zod 4's schema definitions read here (`schema._zod.def`). */
interface Definition {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  entries?: Record<string, string>;
  checks?: { _zod: { def: { check: string; minimum?: number; length?: number; format?: string } } }[];
}

const definitionOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Definition } })._zod.def;

/** A schema with its wrappers taken off (optional, nullable, default, a transform's input), and what they allowed. */
function unwrap(schema: z.ZodType): { schema: z.ZodType; optional: boolean; nullable: boolean } {
  let current = schema;
  let optional = false;
  let nullable = false;
  for (;;) {
    const definition = definitionOf(current);
    if (definition.type === "optional" || definition.type === "default" || definition.type === "nullable") {
      optional ||= definition.type === "optional";
      nullable ||= definition.type === "nullable";
      current = definition.innerType!;
    } else if (definition.type === "pipe") current = definition.in!;
    else return { schema: current, optional, nullable };
  }
}

/** The least number of items a list's checks ask for (`.min(n)`, `.length(n)`, `.nonempty()`). */
function minimumItems(definition: Definition): number {
  let minimum = 0;
  for (const check of definition.checks ?? []) {
    const { def } = check._zod;
    if (def.check === "min_length") minimum = Math.max(minimum, def.minimum ?? 0);
    if (def.check === "length_equals") minimum = Math.max(minimum, def.length ?? 0);
  }
  return minimum;
}

/** The field spec of a shape's schema. */
export function fieldSpecOf(schema: z.ZodType): FieldSpec {
  const { schema: inner } = unwrap(schema);
  const definition = definitionOf(inner);
  switch (definition.type) {
    case "string":
      return { kind: "text" };
    case "number": {
      const integer = (definition.checks ?? []).some((check) => check._zod.def.format === "safeint");
      return { kind: "number", integer };
    }
    case "enum":
      return { kind: "choice", options: Object.values(definition.entries ?? {}) };
    case "object": {
      const fields = Object.entries(definition.shape ?? {}).map(([key, field]) => {
        const { optional, nullable } = unwrap(field);
        return { key, spec: fieldSpecOf(field), optional, nullable };
      });
      if (pictureSchemas.has(inner))
        return { kind: "picture", fields, decorative: fields.some((field) => field.key === "decorative") };
      return { kind: "object", fields };
    }
    case "array": {
      const item = fieldSpecOf(definition.element!);
      // A list of parts the form cannot edit is kept whole: an item added here could not be filled in.
      return item.kind === "kept" ? item : { kind: "list", item, min: minimumItems(definition) };
    }
    default:
      return { kind: "kept" };
  }
}

/** Whether a spec has any part the generated form leaves to another editor. */
export function keepsParts(spec: FieldSpec): boolean {
  if (spec.kind === "kept") return true;
  if (spec.kind === "object") return spec.fields.some((field) => keepsParts(field.spec));
  if (spec.kind === "list") return keepsParts(spec.item);
  return false;
}

/** An empty value of a spec: what "Add" puts in a list (a list gets its least number of empty items). */
export function emptyValue(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case "kept":
      return undefined;
    case "text":
    case "choice":
    case "number":
      return "";
    case "picture":
      return {};
    case "object":
      return Object.fromEntries(
        spec.fields.filter((f) => !f.optional).map((f) => [f.key, f.nullable ? null : emptyValue(f.spec)]),
      );
    case "list":
      return Array.from({ length: spec.min }, () => emptyValue(spec.item));
  }
}
