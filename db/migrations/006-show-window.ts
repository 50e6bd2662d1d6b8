import type { Kysely } from "kysely";

/**
 * An optional window in which a published item shows: `show_from` (inclusive) and `show_until` (exclusive), UTC ISO
 * instants compared as strings on both databases; null means open on that side. The list of tables is this
 * migration's own, frozen as it ran: a table listed later gets its window from its own migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const tables = [
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
  ];
  for (const table of tables) {
    await db.schema.alterTable(table).addColumn("show_from", "varchar(32)").execute();
    await db.schema.alterTable(table).addColumn("show_until", "varchar(32)").execute();
  }
}
