import type { Kysely } from "kysely";
import type { Database, NewsKind } from "../../db/schema.ts";
import { type ShowWindowDays, windowColumns, windowDays } from "~/core/show-window.ts";
import { moveContentRow } from "./content-admin.server.ts";
import { flag, isTrue, nowIso } from "./listing.server.ts";

export interface NewsRow extends ShowWindowDays {
  id: number;
  kind: NewsKind;
  title: string;
  /** The Hindi title, "" when there is none. */
  titleHi: string;
  targetLink: string;
  isNew: boolean;
  published: boolean;
  sortOrder: number;
}

export interface NewsInput extends ShowWindowDays {
  title: string;
  /** The Hindi title; null for none. Left out, an update keeps the stored one. */
  titleHi?: string | null;
  targetLink: string;
  isNew: boolean;
  published: boolean;
}

type StoredNews = {
  id: number;
  kind: NewsKind;
  title: string;
  title_hi: string | null;
  target_link: string;
  is_new: number;
  published: number;
  sort_order: number;
};

const toRow = (row: StoredNews & { show_from: string | null; show_until: string | null }): NewsRow => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  titleHi: row.title_hi ?? "",
  targetLink: row.target_link,
  isNew: isTrue(row.is_new),
  published: isTrue(row.published),
  sortOrder: row.sort_order,
  ...windowDays(row),
});

/** Every item of a kind, published or not, in display order (for the console). */
export async function listNewsForStaff(db: Kysely<Database>, kind: NewsKind): Promise<NewsRow[]> {
  const rows = await db
    .selectFrom("news_items")
    .selectAll()
    .where("kind", "=", kind)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
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
      title_hi: input.titleHi ?? null,
      target_link: input.targetLink,
      is_new: flag(input.isNew),
      published: flag(input.published),
      sort_order: Number(last?.max ?? -1) + 1,
      created_at: nowIso(),
      ...windowColumns(input),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateNewsItem(db: Kysely<Database>, id: number, input: NewsInput): Promise<void> {
  await db
    .updateTable("news_items")
    .set({
      title: input.title,
      ...(input.titleHi === undefined ? {} : { title_hi: input.titleHi }),
      target_link: input.targetLink,
      is_new: flag(input.isNew),
      published: flag(input.published),
      ...windowColumns(input),
    })
    .where("id", "=", id)
    .execute();
}

export async function deleteNewsItem(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom("news_items").where("id", "=", id).execute();
}

/** Moves an item one place up or down within its own list. */
export async function moveNewsItem(db: Kysely<Database>, id: number, direction: "up" | "down"): Promise<void> {
  await moveContentRow(db, "news_items", id, direction, "kind");
}
