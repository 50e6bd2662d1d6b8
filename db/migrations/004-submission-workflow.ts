import type { Kysely } from "kysely";
import type { Dialect } from "../client.ts";
import { withId } from "./column-helpers.ts";

/**
 * Where each submission stands in the office's work, and how it got there. Kept beside the submission tables
 * (a submission without a row is in its first state), so what visitors sent is never rewritten.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("submission_status")
    .addColumn("kind", "varchar(20)", (col) => col.notNull())
    .addColumn("submission_id", "integer", (col) => col.notNull())
    .addColumn("status", "varchar(20)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .addPrimaryKeyConstraint("submission_status_pk", ["kind", "submission_id"])
    .execute();
  await db.schema
    .createIndex("submission_status_by_status")
    .on("submission_status")
    .columns(["kind", "status"])
    .execute();

  await withId(db.schema.createTable("status_changes"), dialect)
    .addColumn("kind", "varchar(20)", (col) => col.notNull())
    .addColumn("submission_id", "integer", (col) => col.notNull())
    .addColumn("from_status", "varchar(20)", (col) => col.notNull())
    .addColumn("to_status", "varchar(20)", (col) => col.notNull())
    .addColumn("note", "varchar(2000)")
    .addColumn("user_id", "integer", (col) => col.notNull())
    .addColumn("email", "varchar(254)", (col) => col.notNull())
    .addColumn("at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("status_changes_submission")
    .on("status_changes")
    .columns(["kind", "submission_id"])
    .execute();

  // Newest-first lists with keyset pagination walk this index.
  await db.schema.createIndex("applications_created").on("applications").columns(["created_at", "id"]).execute();
}
