import type { Kysely } from "kysely";
import type { Dialect } from "../client.ts";

/** How many years after its admission year an application is kept until the office says otherwise. */
const DEFAULT_RETENTION_YEARS = 3;

/**
 * Retention (issue 16, decision 063): the institution's settings that the console edits (`institution_settings`, a
 * key and its value as text; the first one is `retention_years`), and what the housekeeping job erased, counted per
 * admission year, programme and status (`retention_counts`), so statistics outlive the applications.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("institution_settings")
    .addColumn("key", "varchar(40)", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .addColumn("updated_by", "varchar(254)")
    .execute();
  await db
    .insertInto("institution_settings" as never)
    .values({
      key: "retention_years",
      value: String(DEFAULT_RETENTION_YEARS),
      updated_at: new Date().toISOString(),
      updated_by: null,
    } as never)
    .execute();
  await db.schema
    .createTable("retention_counts")
    .addColumn("admission_year", "integer", (col) => col.notNull())
    .addColumn("programme", "varchar(200)", (col) => col.notNull())
    .addColumn("status", "varchar(20)", (col) => col.notNull())
    .addColumn("erased", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("retention_counts_key", ["admission_year", "programme", "status"])
    .execute();
}
