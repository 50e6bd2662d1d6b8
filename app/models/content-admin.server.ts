import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { ContentField, ContentItem, FieldValue } from "~/core/content-admin/fields.ts";
import { type ShowWindowDays, windowColumns, windowDays } from "~/core/show-window.ts";
import { type ListedTable, flag, isTrue } from "./listing.server.ts";

type Cell = string | number | null;
type Row = Record<string, Cell>;
/** The shared editor names tables and columns from descriptions, so it talks to Kysely without static columns. */
type LooseDb = Kysely<Record<string, Row>>;
const loose = (db: Kysely<Database>) => db as unknown as LooseDb;

export type OrderedTable = ListedTable | "faculty_groups";

export interface ItemInput extends ShowWindowDays {
  published: boolean;
  values: Record<string, FieldValue>;
}

function toItem(fields: readonly ContentField[], row: Row, alts: Map<string, string>): ContentItem {
  const values: Record<string, FieldValue> = {};
  const itemAlts: Record<string, string> = {};
  for (const field of fields) {
    const cell = row[field.column] ?? "";
    values[field.name] = field.kind === "checkbox" ? isTrue(Number(cell)) : cell;
    if (field.kind === "image") itemAlts[field.name] = alts.get(String(cell)) ?? "";
  }
  return {
    id: Number(row.id),
    published: isTrue(Number(row.published)),
    ...windowDays({
      show_from: (row.show_from as string | null) ?? null,
      show_until: (row.show_until as string | null) ?? null,
    }),
    values,
    alts: itemAlts,
  };
}

async function mediaAlts(db: Kysely<Database>, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("media").select(["id", "alt"]).where("id", "in", ids).execute();
  return new Map(rows.map((row) => [row.id, row.alt]));
}

/** Every item of a table (optionally of one parent: a gallery album, a faculty group), published or not, in order. */
export async function listContentItems(
  db: Kysely<Database>,
  table: ListedTable,
  fields: readonly ContentField[],
  scope?: { column: string; value: Cell },
): Promise<ContentItem[]> {
  let query = loose(db).selectFrom(table).selectAll().orderBy("sort_order").orderBy("id");
  if (scope) query = query.where(scope.column, "=", scope.value);
  const rows = await query.execute();
  const imageColumns = fields.filter((field) => field.kind === "image").map((field) => field.column);
  const alts = await mediaAlts(
    db,
    rows.flatMap((row) => imageColumns.map((column) => String(row[column]))),
  );
  return rows.map((row) => toItem(fields, row, alts));
}

export async function findContentRow(db: Kysely<Database>, table: OrderedTable, id: number): Promise<Row | undefined> {
  return loose(db).selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findContentItem(
  db: Kysely<Database>,
  table: ListedTable,
  fields: readonly ContentField[],
  id: number,
): Promise<ContentItem | undefined> {
  const row = await findContentRow(db, table, id);
  if (!row) return undefined;
  const imageIds = fields.filter((field) => field.kind === "image").map((field) => String(row[field.column]));
  return toItem(fields, row, await mediaAlts(db, imageIds));
}

function columnsOf(fields: readonly ContentField[], input: ItemInput): Row {
  const row: Row = { published: flag(input.published), ...windowColumns(input) };
  for (const field of fields) {
    const value = input.values[field.name];
    if (value === undefined) continue;
    row[field.column] = typeof value === "boolean" ? flag(value) : value;
  }
  return row;
}

/** Adds an item at the end of its list (of its parent, when `scope` is given). */
export async function insertContentItem(
  db: Kysely<Database>,
  table: ListedTable,
  fields: readonly ContentField[],
  input: ItemInput,
  scope?: { column: string; value: Cell },
): Promise<number> {
  const sortOrder = await nextSortOrder(db, table, scope);
  const values = {
    ...columnsOf(fields, input),
    sort_order: sortOrder,
    ...(scope ? { [scope.column]: scope.value } : {}),
  };
  const row = await loose(db).insertInto(table).values(values).returning("id").executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function nextSortOrder(
  db: Kysely<Database>,
  table: OrderedTable,
  scope?: { column: string; value: Cell },
): Promise<number> {
  let query = loose(db)
    .selectFrom(table)
    .select((eb) => eb.fn.max("sort_order").as("max"));
  if (scope) query = query.where(scope.column, "=", scope.value);
  const last = await query.executeTakeFirst();
  return Number(last?.max ?? -1) + 1;
}

/** Writes the given fields (a field left out of `values`, such as an unchanged picture, keeps its value). */
export async function updateContentItem(
  db: Kysely<Database>,
  table: ListedTable,
  fields: readonly ContentField[],
  id: number,
  input: ItemInput,
): Promise<void> {
  await loose(db).updateTable(table).set(columnsOf(fields, input)).where("id", "=", id).execute();
}

export async function deleteContentRow(db: Kysely<Database>, table: OrderedTable, id: number): Promise<void> {
  await loose(db).deleteFrom(table).where("id", "=", id).execute();
}

/**
 * Moves a row one place up or down among the rows sharing its `scopeColumn` value (all rows when none) by
 * renumbering them, which also repairs equal sort orders. Answers false when it cannot move further.
 */
export async function moveContentRow(
  db: Kysely<Database>,
  table: OrderedTable,
  id: number,
  direction: "up" | "down",
  scopeColumn?: string,
): Promise<boolean> {
  const row = await findContentRow(db, table, id);
  if (!row) return false;
  let query = loose(db).selectFrom(table).select(["id", "sort_order"]).orderBy("sort_order").orderBy("id");
  if (scopeColumn) query = query.where(scopeColumn, "=", row[scopeColumn] ?? null);
  const list = await query.execute();
  const from = list.findIndex((entry) => Number(entry.id) === id);
  const to = direction === "up" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= list.length) return false;
  const [moved] = list.splice(from, 1);
  list.splice(to, 0, moved!);
  for (const [index, entry] of list.entries()) {
    if (Number(entry.sort_order) !== index)
      await loose(db).updateTable(table).set({ sort_order: index }).where("id", "=", entry.id).execute();
  }
  return true;
}
