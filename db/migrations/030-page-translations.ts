import { type Kysely, sql } from "kysely";
import type { Dialect } from "../client.ts";

/**
 * The Hindi (and any later language) of page documents' texts (decision 066): one row per page, language and English
 * text, the text known by its SHA-256 so a changed English text has no translation until one is written for it.
 * Public Hindi pages read it on every render, so it carries a content version like the tables of migrations 009
 * and 012.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("page_translations")
    .addColumn("page_id", "integer", (col) => col.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("language", "varchar(8)", (col) => col.notNull())
    // base64url of the SHA-256 of the English text as the document holds it.
    .addColumn("source_hash", "varchar(64)", (col) => col.notNull())
    .addColumn("text", "text", (col) => col.notNull())
    // 0 for a demo translation the college has not reviewed yet; 1 once an editor saved it.
    .addColumn("reviewed", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("updated_by", "integer", (col) => col.references("staff_users.id").onDelete("set null"))
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .addPrimaryKeyConstraint("page_translations_key", ["page_id", "language", "source_hash"])
    .execute();

  await db
    .insertInto("content_versions" as never)
    .values({ tag: "page_translations", version: 0 } as never)
    .execute();
  await addVersionTrigger(db, dialect, "page_translations");
}

/** The triggers of migration 009 (a migration keeps its own copy): every write raises the table's version. */
async function addVersionTrigger(db: Kysely<unknown>, dialect: Dialect, table: string) {
  const bump = sql`update content_versions set version = version + 1 where tag = ${sql.lit(table)}`;
  if (dialect === "sqlite") {
    for (const event of ["insert", "update", "delete"]) {
      await sql`create trigger ${sql.id(`content_version_${table}_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin ${bump}; end`.execute(db);
    }
    return;
  }
  // bump_content_version() exists since migration 009; the trigger only names it.
  await sql`create trigger content_version after insert or update or delete or truncate on ${sql.table(table)}
    for each statement execute function bump_content_version()`.execute(db);
}
