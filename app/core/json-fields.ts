/**
 * Field paths of JSON documents, written as form fields name them (`rows[1].cells[0]`, Conform's notation), so a
 * refused save, a conflict and a comparison of revisions all point at the same fields an editor sees.
 */
export type FieldPath = readonly PropertyKey[];

export function fieldName(path: FieldPath): string {
  return path.reduce<string>((name, key) => {
    if (typeof key === "number") return `${name}[${key}]`;
    return name === "" ? String(key) : `${name}.${String(key)}`;
  }, "");
}

/** One field whose value differs between two documents; `undefined` on a side where the field does not exist. */
export interface FieldChange {
  path: string;
  before: unknown;
  after: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The fields that differ between two JSON documents, in document order: objects are compared key by key and
 * arrays item by item (a row added at the end is one change, its whole value after); a value that changes kind
 * (text to list, say) or appears or disappears is one change with its whole value.
 */
export function changedFields(before: unknown, after: unknown, path: PropertyKey[] = []): FieldChange[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    return Array.from({ length }, (_, index) => changedFields(before[index], after[index], [...path, index])).flat();
  }
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changedFields(before[key], after[key], [...path, key]));
  }
  if (Object.is(before, after)) return [];
  return [{ path: fieldName(path), before, after }];
}
