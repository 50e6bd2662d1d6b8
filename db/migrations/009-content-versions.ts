import { type Kysely, sql } from "kysely";
import type { Dialect } from "../client.ts";

/** The site-content tables at the time of this migration: what the public pages show. Frozen with the migration. */
const contentTables = [
  "news_items",
  "media",
  "banners",
  "programmes",
  "placed_students",
  "gallery_albums",
  "gallery_images",
  "faculty_groups",
  "faculty_staff",
  "exam_staff",
  "alumni_courses",
  "awards",
] as const;

/**
 * A version number per site-content table, raised by a trigger in the same transaction as every insert, update and
 * delete, whoever writes: the page cache of every process polls these numbers and drops exactly the pages that read a
 * table that changed (decision 023).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("content_versions")
    .addColumn("tag", "varchar(64)", (col) => col.primaryKey())
    .addColumn("version", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto("content_versions" as never)
    .values(contentTables.map((tag) => ({ tag, version: 0 })) as never)
    .execute();
  for (const table of contentTables) await addVersionTrigger(db, dialect, table);
}

/** The only dialect-specific part: SQLite triggers fire per row; PostgreSQL's fire once per statement. */
async function addVersionTrigger(db: Kysely<unknown>, dialect: Dialect, table: string) {
  const bump = sql`update content_versions set version = version + 1 where tag = ${sql.lit(table)}`;
  if (dialect === "sqlite") {
    for (const event of ["insert", "update", "delete"]) {
      await sql`create trigger ${sql.id(`content_version_${table}_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin ${bump}; end`.execute(db);
    }
    return;
  }
  await sql`create or replace function bump_content_version() returns trigger language plpgsql as $$
    begin update content_versions set version = version + 1 where tag = TG_TABLE_NAME; return null; end $$`.execute(db);
  await sql`create trigger content_version after insert or update or delete or truncate on ${sql.table(table)}
    for each statement execute function bump_content_version()`.execute(db);
}
