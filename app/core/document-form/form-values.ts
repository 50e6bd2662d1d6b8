import { type FieldPath, fieldName } from "~/core/json-fields.ts";
import { type FieldSpec, emptyValue } from "./field-specs.ts";

/** What a form post gives for one field: FormData's values, or a plain record in tests. */
export type PostedFields = Pick<FormData, "get" | "keys">;

const join = (prefix: string, key: string) => (prefix === "" ? key : `${prefix}.${key}`);

/** The number of items of the list `name` a form posted: one more than the highest index of any of its fields. */
function postedCount(form: PostedFields, name: string): number {
  const prefix = `${name}[`;
  let count = 0;
  for (const key of form.keys()) {
    if (!key.startsWith(prefix)) continue;
    const index = Number.parseInt(key.slice(prefix.length), 10);
    if (Number.isSafeInteger(index) && index >= 0 && index < 1000) count = Math.max(count, index + 1);
  }
  return count;
}

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === "" ||
  (Array.isArray(value) && value.every(isBlank)) ||
  (typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every(isBlank));

/**
 * The document a generated form posted, by its spec: texts as typed (the shape trims where it says so), numbers as
 * numbers (anything else is left as typed for the shape to refuse), an optional field left empty as absent, and the
 * parts the form does not edit from the hidden fields that carry them (JSON, checked by the shape like the rest).
 */
export function documentFromForm(spec: FieldSpec, form: PostedFields, name = ""): unknown {
  switch (spec.kind) {
    case "kept": {
      const raw = form.get(name);
      if (typeof raw !== "string" || raw === "") return undefined;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return raw;
      }
    }
    case "text":
    case "choice": {
      const raw = form.get(name);
      return typeof raw === "string" ? raw.replace(/\r\n/g, "\n") : "";
    }
    case "number": {
      const raw = form.get(name);
      const typed = typeof raw === "string" ? raw.trim() : "";
      return typed !== "" && Number.isFinite(Number(typed)) ? Number(typed) : typed;
    }
    case "object": {
      const value: Record<string, unknown> = {};
      for (const field of spec.fields) {
        const fieldValue = documentFromForm(field.spec, form, join(name, field.key));
        if (isBlank(fieldValue) && field.optional) continue;
        value[field.key] = isBlank(fieldValue) && field.nullable ? null : fieldValue;
      }
      return value;
    }
    case "list":
      return Array.from({ length: postedCount(form, name) }, (_, index) =>
        documentFromForm(spec.item, form, `${name}[${index}]`),
      );
    case "picture":
      return pictureFromForm(spec, form, name);
  }
}

/** The name of a picture control's file input: a new picture for the field `name`. */
export const pictureUploadName = (name: string) => `${name}.upload`;

/** The name of an optional picture's "Remove this picture" box. */
export const pictureRemoveName = (name: string) => `${name}.remove`;

/**
 * A picture as its control posted it: the current picture's address and size (hidden fields), its text alternative
 * as typed, and "decorative" ticked (a decorative picture has no text alternative); no address, or "Remove this
 * picture" ticked, no picture (a new file chosen with it still takes the field). The fields come in the shape's order,
 * so a picture posted back unchanged is the same JSON as before.
 */
function pictureFromForm(spec: Extract<FieldSpec, { kind: "picture" }>, form: PostedFields, name: string): unknown {
  if (form.get(pictureRemoveName(name)) === "on") return undefined;
  const src = form.get(join(name, "src"));
  if (typeof src !== "string" || src === "") return undefined;
  const decorative = spec.decorative && form.get(join(name, "decorative")) === "on";
  const value: Record<string, unknown> = {};
  for (const field of spec.fields) {
    if (field.key === "decorative") {
      if (decorative) value.decorative = true;
      continue;
    }
    if (field.key === "alt" && decorative) continue;
    const fieldValue = documentFromForm(field.spec, form, join(name, field.key));
    if (isBlank(fieldValue) && field.optional) continue;
    value[field.key] = fieldValue;
  }
  return value;
}

/** A field name (`members[2].name`) as the path of keys and indexes it names. */
export function pathOf(name: string): FieldPath {
  const path: (string | number)[] = [];
  for (const match of name.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (match[2] !== undefined) path.push(Number(match[2]));
    else path.push(match[1]!);
  }
  return path;
}

/** The spec of the field at `path`, or undefined where the spec has none. */
export function specAt(spec: FieldSpec, path: FieldPath): FieldSpec | undefined {
  let current: FieldSpec | undefined = spec;
  for (const key of path) {
    if (current?.kind === "object") current = current.fields.find((field) => field.key === key)?.spec;
    else if (current?.kind === "list" && typeof key === "number") current = current.item;
    else return undefined;
  }
  return current;
}

function valueAt(document: unknown, path: FieldPath): unknown {
  let current = document;
  for (const key of path) current = (current as Record<PropertyKey, unknown> | undefined)?.[key];
  return current;
}

export type ListIntent = { action: "add"; list: string } | { action: "remove" | "up" | "down"; item: string };

/** The value of a list button's intent: what `listIntentOf` reads back. */
export const listIntentValue = (action: ListIntent["action"], name: string) => `${action}:${name}`;

/** The intent of a button of the generated form (`add:members`, `up:members[2]` …), or undefined for any other. */
export function listIntentOf(intent: string): ListIntent | undefined {
  const match = /^(add|remove|up|down):(.+)$/.exec(intent);
  if (!match) return undefined;
  const [, action, name] = match;
  return action === "add"
    ? { action: "add", list: name! }
    : { action: action as "remove" | "up" | "down", item: name! };
}

/**
 * A list of the document changed as a button asked: an empty item added at the end, an item removed or moved one
 * place. The document is changed in place and returned with the name of the item to focus next (the added item, or
 * the moved one's new place); an intent naming no list of the spec changes nothing.
 */
export function applyListIntent(
  spec: FieldSpec,
  document: unknown,
  intent: ListIntent,
): { document: unknown; focus?: string } {
  const listName = intent.action === "add" ? intent.list : intent.item.replace(/\[\d+\]$/, "");
  const listPath = pathOf(listName);
  const listSpec = specAt(spec, listPath);
  const list = valueAt(document, listPath);
  if (listSpec?.kind !== "list" || !Array.isArray(list)) return { document };
  if (intent.action === "add") {
    list.push(emptyValue(listSpec.item));
    return { document, focus: `${fieldName(listPath)}[${list.length - 1}]` };
  }
  const index = Number(/\[(\d+)\]$/.exec(intent.item)?.[1] ?? -1);
  if (index < 0 || index >= list.length) return { document };
  if (intent.action === "remove") {
    list.splice(index, 1);
    return { document };
  }
  const target = intent.action === "up" ? index - 1 : index + 1;
  if (target < 0 || target >= list.length) return { document };
  [list[index], list[target]] = [list[target], list[index]];
  return { document, focus: `${fieldName(listPath)}[${target}]` };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * After a conflict: what the editor typed, with the newer revision's value wherever the editor left the field as it
 * was in the revision they started from. Objects merge key by key and lists item by item while the three have the
 * same number of items; a list whose length changed on one side is taken whole from that side (from the editor's
 * when both changed it).
 */
export function mergeMeanwhile(base: unknown, newest: unknown, posted: unknown): unknown {
  if (same(posted, base)) return newest;
  if (same(newest, base)) return posted;
  if (Array.isArray(base) && Array.isArray(newest) && Array.isArray(posted)) {
    if (base.length === newest.length && base.length === posted.length)
      return posted.map((item, index) => mergeMeanwhile(base[index], newest[index], item));
    return posted;
  }
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === "object" && value !== null && !Array.isArray(value);
  if (isRecord(base) && isRecord(newest) && isRecord(posted)) {
    const keys = [...new Set([...Object.keys(posted), ...Object.keys(newest)])];
    const merged: Record<string, unknown> = {};
    for (const key of keys) {
      const value = mergeMeanwhile(base[key], newest[key], posted[key]);
      if (value !== undefined) merged[key] = value;
    }
    return merged;
  }
  return posted;
}
