import type { Kysely } from "kysely";
import type { Database, NewsKind } from "../../db/schema.ts";
import { flag, isTrue, nowIso } from "./listing.server.ts";

export interface NewsRow {
  id: number;
  kind: NewsKind;
  title: string;
  targetLink: string;
  isNew: boolean;
  published: boolean;
  sortOrder: number;
}

export interface NewsInput {
  title: string;
  targetLink: string;
  isNew: boolean;
  published: boolean;
}

const toRow = (row: { id: number; kind: NewsKind; title: string; target_link: string; is_new: number; published: number; sort_order: number }): NewsRow => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  targetLink: row.target_link,
  isNew: isTrue(row.is_new),
  published: isTrue(row.published),
  sortOrder: row.sort_order,
});

/** Every item of a kind, published or not, in display order (for the console). */
export async function listNewsForStaff(db: Kysely<Database>, kind: NewsKind): Promise<NewsRow[]> {
  const rows = await db.selectFrom("news_items").selectAll().where("kind", "=", kind).orderBy("sort_order").orderBy("id").execute();
  return rows.map(toRow);
}

export async function findNewsItem(db: Kysely<Database>, id: number): Promise<NewsRow | undefined> {
  const row = await db.selectFrom("news_items").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/** Adds an item at the end of its list. */
export async function insertNewsItem(db: Kysely<Database>, kind: NewsKind, input: NewsInput): Promise<number> {
  const last = await db
    .selectFrom("news_items")
    .select((eb) => eb.fn.max("sort_order").as("max"))
    .where("kind", "=", kind)
    .executeTakeFirst();
  const row = await db
    .insertInto("news_items")
    .values({
      kind,
      title: input.title,
      target_link: input.targetLink,
      is_new: flag(input.isNew),
      published: flag(input.published),
      sort_order: Number(last?.max ?? -1) + 1,
      created_at: nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateNewsItem(db: Kysely<Database>, id: number, input: NewsInput): Promise<void> {
  await db
    .updateTable("news_items")
    .set({ title: input.title, target_link: input.targetLink, is_new: flag(input.isNew), published: flag(input.published) })
    .where("id", "=", id)
    .execute();
}

export async function deleteNewsItem(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom("news_items").where("id", "=", id).execute();
}

/** Moves an item one place up or down in its list by renumbering the list (robust to equal sort orders). */
export async function moveNewsItem(db: Kysely<Database>, id: number, direction: "up" | "down"): Promise<void> {
  const item = await findNewsItem(db, id);
  if (!item) return;
  const list = await listNewsForStaff(db, item.kind);
  const from = list.findIndex((row) => row.id === id);
  const to = direction === "up" ? from - 1 : from + 1;
  if (to < 0 || to >= list.length) return;
  const [moved] = list.splice(from, 1);
  list.splice(to, 0, moved!);
  for (const [index, row] of list.entries()) {
    if (row.sortOrder !== index) await db.updateTable("news_items").set({ sort_order: index }).where("id", "=", row.id).execute();
  }
}
