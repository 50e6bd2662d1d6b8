import { type Kysely, sql } from "kysely";
import type { Dialect } from "../client.ts";
import { withId } from "./column-helpers.ts";

/**
 * The documents library (decision 045): PDFs staff upload, each at a public address `/documents/<slug>.pdf` that
 * stays the same when its file is replaced. The file itself lives under DATA_DIR; the row names it and carries its
 * size and SHA-256 (the ETag). Its history (uploads, replacements, removal) is in the audit log.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable("documents"), dialect)
    // Lowercase letters, digits and single hyphens; the address is /documents/<slug>.pdf. Never changed.
    .addColumn("slug", "varchar(100)", (col) => col.notNull().unique())
    .addColumn("title", "varchar(200)", (col) => col.notNull())
    // The stored file's own random name under DATA_DIR/documents/; a replacement writes a new one.
    .addColumn("file_name", "varchar(100)", (col) => col.notNull())
    .addColumn("bytes", "integer", (col) => col.notNull())
    .addColumn("sha256", "varchar(64)", (col) => col.notNull())
    .addColumn("uploaded_by", "integer", (col) => col.references("staff_users.id").onDelete("set null"))
    // When the current file was uploaded (UTC ISO instant): the first upload or the last replacement.
    .addColumn("uploaded_at", "varchar(32)", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();

  // Public pages show a document's size beside a link to it: a replacement must drop the cached pages that read it.
  await db
    .insertInto("content_versions" as never)
    .values({ tag: "documents", version: 0 } as never)
    .execute();
  await addVersionTrigger(db, dialect, "documents");
}

/** The triggers of migration 009 (a migration keeps its own copy). */
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
