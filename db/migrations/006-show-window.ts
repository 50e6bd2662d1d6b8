import type { Kysely } from "kysely";

/** Every table whose rows are published list items (they have `published` and `sort_order`). */
export const listedTables = [
  "news_items",
  "banners",
  "programmes",
  "placed_students",
  "gallery_albums",
  "gallery_images",
  "faculty_staff",
  "exam_staff",
  "alumni_courses",
  "awards",
] as const;

/**
 * An optional window in which a published item shows: `show_from` (inclusive) and `show_until` (exclusive), UTC ISO
 * instants compared as strings on both databases; null means open on that side.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of listedTables) {
    await db.schema.alterTable(table).addColumn("show_from", "varchar(32)").execute();
    await db.schema.alterTable(table).addColumn("show_until", "varchar(32)").execute();
  }
}
