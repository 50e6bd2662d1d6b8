/*
 * A policy text (app/schemas/content/policy.ts) as the console's editor holds it: every paragraph and list item as
 * pieces of text (spans), each with an emphasis box and an optional link, every table cell as text. Field names
 * follow the stored document's paths (`sections[0].blocks[1].text[2].href`), so the shape's issues and a
 * conflict's changed fields land beside the field they concern. A paragraph of one plain piece is stored as plain
 * text, as the content files have it, so a text nobody marked up keeps its form.
 */

export interface FormSpan {
  text: string;
  emphasis: boolean;
  href: string;
}
export type FormBlock =
  | { type: "paragraph"; text: FormSpan[] }
  | { type: "list"; ordered: boolean; items: FormSpan[][] }
  | { type: "table"; caption: string; columns: string[]; rows: string[][] };
export type BlockType = FormBlock["type"];
export interface FormSection {
  heading: string;
  blocks: FormBlock[];
}
export interface PolicyForm {
  title: string;
  description: string;
  lastUpdated: string;
  sections: FormSection[];
}

export const blockTypes: BlockType[] = ["paragraph", "list", "table"];
const isBlockType = (value: unknown): value is BlockType => blockTypes.includes(value as BlockType);

export const emptySpan = (): FormSpan => ({ text: "", emphasis: false, href: "" });
export function emptyBlock(type: BlockType): FormBlock {
  if (type === "list") return { type, ordered: false, items: [[emptySpan()]] };
  if (type === "table") return { type, caption: "", columns: ["", ""], rows: [["", ""]] };
  return { type: "paragraph", text: [emptySpan()] };
}
const emptySection = (): FormSection => ({ heading: "", blocks: [emptyBlock("paragraph")] });

const str = (value: unknown) => (typeof value === "string" ? value : "");
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Stored running text (plain, or spans) as the editor's spans. */
export function formSpans(value: unknown): FormSpan[] {
  if (typeof value === "string") return [{ text: value, emphasis: false, href: "" }];
  const spans = list(value).map((span) => {
    const s = (span ?? {}) as Record<string, unknown>;
    return { text: str(s.text), emphasis: s.emphasis === true || s.emphasis === "on", href: str(s.href) };
  });
  return spans.length ? spans : [emptySpan()];
}

function formBlock(value: unknown): FormBlock {
  const b = (value ?? {}) as Record<string, unknown>;
  const type = isBlockType(b.type) ? b.type : "paragraph";
  if (type === "list") {
    return { type, ordered: b.ordered === true || b.ordered === "on", items: list(b.items).map(formSpans) };
  }
  if (type === "table") {
    const columns = list(b.columns).map(str);
    const rows = list(b.rows).map((row) => columns.map((_, c) => str(list(row)[c])));
    return { type, caption: str(b.caption), columns, rows };
  }
  return { type, text: formSpans(b.text) };
}

/** A stored policy document (or a posted form, read into the same nesting) as the editor's form. */
export function policyForm(document: unknown): PolicyForm {
  const d = (document ?? {}) as Record<string, unknown>;
  return {
    title: str(d.title),
    description: str(d.description),
    lastUpdated: str(d.lastUpdated),
    sections: list(d.sections).map((section) => {
      const s = (section ?? {}) as Record<string, unknown>;
      return { heading: str(s.heading), blocks: list(s.blocks).map(formBlock) };
    }),
  };
}

/** Spans as the document stores them: one plain piece as plain text, otherwise pieces with only what they use. */
export function storedText(spans: FormSpan[]): string | Record<string, unknown>[] {
  const only = spans[0];
  if (spans.length === 1 && only && !only.emphasis && !only.href.trim()) return only.text.trim();
  return spans.map((span) => ({
    text: span.text,
    ...(span.emphasis ? { emphasis: true } : {}),
    ...(span.href.trim() ? { href: span.href.trim() } : {}),
  }));
}

function storedBlock(block: FormBlock) {
  if (block.type === "paragraph") return { type: block.type, text: storedText(block.text) };
  if (block.type === "list") {
    // Unordered is the schema's default, which the content files leave out.
    return { type: block.type, ...(block.ordered ? { ordered: true } : {}), items: block.items.map(storedText) };
  }
  const trim = (cell: string) => cell.trim();
  return {
    ...block,
    caption: block.caption.trim(),
    columns: block.columns.map(trim),
    rows: block.rows.map((r) => r.map(trim)),
  };
}

/** The editor's form as the document the shape's schema checks; the page's other fields are kept from `base`. */
export function storedPolicy(form: PolicyForm, base: Record<string, unknown> = {}) {
  const { lastUpdated: _lastUpdated, ...rest } = base;
  return {
    ...rest,
    title: form.title.trim(),
    description: form.description.trim(),
    sections: form.sections.map((section) => ({
      ...(section.heading.trim() ? { heading: section.heading.trim() } : {}),
      blocks: section.blocks.map(storedBlock),
    })),
    ...(form.lastUpdated.trim() ? { lastUpdated: form.lastUpdated.trim() } : {}),
  };
}

/** The names a policy document's fields have; any other name (`constructor`, `__proto__`…) is not a field. */
const NAMES = new Set(
  "title description lastUpdated sections heading blocks type text emphasis href ordered items caption columns rows".split(
    " ",
  ),
);

/** `sections[0].blocks[1].text[2].href` → ["sections", 0, "blocks", 1, "text", 2, "href"]; undefined if not a path. */
export function pathKeys(name: string): (string | number)[] | undefined {
  if (!/^[a-zA-Z]\w*(?:\[\d{1,3}\]|\.[a-zA-Z]\w*)*$/.test(name)) return undefined;
  const keys = [...name.matchAll(/([a-zA-Z]\w*)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!));
  return keys.every((key) => typeof key === "number" || NAMES.has(key)) ? keys : undefined;
}

const FIELDS = /^(?:title|description|lastUpdated|sections\[)/;

/** A posted editor form as the editor's form: fields nested by their names, in their index order. */
export function parsePolicyForm(form: FormData): PolicyForm {
  const root: Record<string, unknown> = {};
  for (const [name, raw] of form.entries()) {
    const keys = typeof raw === "string" && FIELDS.test(name) ? pathKeys(name) : undefined;
    if (keys) setIn(root, keys, raw as string);
  }
  return policyForm(compact(root));
}

/** Sets one posted field; a name that would go through a value already set as text (`title[0]`) is ignored. */
function setIn(root: Record<string, unknown>, keys: (string | number)[], value: string) {
  let node = root as Record<string | number, unknown>;
  for (const [at, key] of keys.entries()) {
    if (at === keys.length - 1) {
      if (typeof node[key] !== "object") node[key] = value;
      return;
    }
    if (!Object.hasOwn(node, key)) node[key] = typeof keys[at + 1] === "number" ? [] : {};
    const next = node[key];
    if (!next || typeof next !== "object") return;
    node = next as Record<string | number, unknown>;
  }
}

/** Arrays built from posted indexes may have holes (a field the browser did not send): close them up. */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(compact);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, compact(item)]));
  }
  return value;
}

type Node = Record<string | number, unknown>;
const getIn = (root: unknown, keys: (string | number)[]) =>
  keys.reduce<unknown>((node, key) => (node as Node | undefined)?.[key], root);

/** The new element of the array at `keys` (the last key names the array). */
function newElement(form: PolicyForm, keys: (string | number)[], blockType: BlockType): unknown {
  const last = keys.at(-1);
  if (last === "sections") return emptySection();
  if (last === "blocks") return emptyBlock(blockType);
  if (last === "items") return [emptySpan()];
  if (last === "text" || typeof last === "number") return emptySpan(); // a paragraph's or a list item's pieces
  if (last === "rows") return (getIn(form, [...keys.slice(0, -1), "columns"]) as string[]).map(() => "");
  if (last === "columns") return "";
  return undefined;
}

const INTENT = /^(add|remove|up|down):(.+)$/;

/**
 * A button's intent on the form: `add:<array>` appends an element (a block of `blockType`), `remove:<element>`,
 * `up:<element>` and `down:<element>` remove or move it. A table's column added or removed changes every row too.
 * Anything else changes nothing.
 */
export function applyPolicyIntent(form: PolicyForm, intent: string, blockType: BlockType = "paragraph"): PolicyForm {
  const match = INTENT.exec(intent);
  const keys = match ? pathKeys(match[2]!) : undefined;
  if (!match || !keys) return form;
  const next = structuredClone(form);
  if (match[1] === "add") {
    const array = getIn(next, keys);
    const element = newElement(next, keys, blockType);
    if (!Array.isArray(array) || element === undefined) return form;
    array.push(element);
    if (keys.at(-1) === "columns")
      for (const row of getIn(next, [...keys.slice(0, -1), "rows"]) as string[][]) row.push("");
    return next;
  }
  const index = keys.at(-1);
  const array = getIn(next, keys.slice(0, -1));
  if (typeof index !== "number" || !Array.isArray(array) || index >= array.length) return form;
  if (match[1] === "remove") {
    array.splice(index, 1);
    if (keys.at(-2) === "columns") {
      for (const row of getIn(next, [...keys.slice(0, -2), "rows"]) as string[][]) row.splice(index, 1);
    }
    return next;
  }
  const other = match[1] === "up" ? index - 1 : index + 1;
  if (other < 0 || other >= array.length) return form;
  [array[index], array[other]] = [array[other], array[index]];
  return next;
}

/** The id of a field or button in the page (`sections[0].blocks[1]` → `sections-0-blocks-1`). */
export const idOf = (name: string) => name.replace(/[[\].]+/g, "-").replace(/-$/, "");

/** The name of the first field of an element just added, which takes the focus so typing can start at once. */
function firstField(path: string, element: unknown): string {
  if (typeof element === "string") return path; // a column's name
  if (Array.isArray(element)) return typeof element[0] === "string" ? `${path}[0]` : `${path}[0].text`; // row, item
  const node = element as Record<string, unknown>;
  if ("blocks" in node) return `${path}.heading`;
  if (node.type === "paragraph") return `${path}.text[0].text`;
  if (node.type === "list") return `${path}.items[0][0].text`;
  if (node.type === "table") return `${path}.caption`;
  return `${path}.text`; // a piece of text
}

/** Where focus goes after a button: the moved element's same button (its neighbour at an end), or the new one's first field. */
export function policyFocusAfter(before: PolicyForm, after: PolicyForm, intent: string): string | undefined {
  const match = INTENT.exec(intent);
  const keys = match ? pathKeys(match[2]!) : undefined;
  if (!match || !keys || before === after) return undefined;
  const path = match[2]!;
  if (match[1] === "add") {
    const length = (getIn(after, keys) as unknown[]).length;
    return idOf(firstField(`${path}[${length - 1}]`, getIn(after, [...keys, length - 1])));
  }
  const parent = path.replace(/\[\d+\]$/, "");
  const index = keys.at(-1) as number;
  const length = (getIn(after, keys.slice(0, -1)) as unknown[]).length;
  // After a removal, the list's own "Add" button: it is never disabled, and says where the list ends.
  if (match[1] === "remove") return `${idOf(parent)}-add`;
  const moved = match[1] === "up" ? index - 1 : index + 1;
  // At the top (or bottom) the same button is disabled and cannot hold focus: its neighbour takes it.
  if (moved === 0) return `${idOf(parent)}-0-down`;
  if (moved === length - 1) return `${idOf(parent)}-${moved}-up`;
  return `${idOf(parent)}-${moved}-${match[1]}`;
}
