import type { Kysely } from "kysely";
import type { Dialect } from "../client.ts";
import { withId } from "./column-helpers.ts";

/**
 * Grievance redressal (issue 16, decision 061): what a student, parent or staff member lodges at `/grievance`, and
 * its history as the Grievance Redressal Committee works it. A grievance's number is random and unique; its contact
 * (mobile and/or e-mail) is what its status look-up asks beside the number. Its attachment, if any, lives under
 * DATA_DIR/grievances/ and the row names it. Every change is one row of `grievance_events` (a status reached, or the
 * committee's note, which the public never sees) besides its audit entry.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable("grievances"), dialect)
    .addColumn("number", "varchar(20)", (col) => col.notNull().unique())
    // student, parent or staff
    .addColumn("lodged_by", "varchar(10)", (col) => col.notNull())
    .addColumn("name", "varchar(100)", (col) => col.notNull())
    .addColumn("mobile", "varchar(10)")
    .addColumn("email", "varchar(254)")
    .addColumn("category", "varchar(30)", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    // The stored file's random name under DATA_DIR/grievances/, its type by its bytes, and its size.
    .addColumn("attachment_file", "varchar(100)")
    .addColumn("attachment_mime", "varchar(40)")
    .addColumn("attachment_bytes", "integer")
    // received, under-review, resolved, closed
    .addColumn("status", "varchar(20)", (col) => col.notNull())
    // The language of the page it was lodged on (en or hi): its mail is written in it.
    .addColumn("language", "varchar(2)", (col) => col.notNull())
    // UTC ISO instants; due_at is 15 days after receipt (AICTE), resolved_at the first time it reached resolved.
    .addColumn("received_at", "varchar(32)", (col) => col.notNull())
    .addColumn("due_at", "varchar(32)", (col) => col.notNull())
    .addColumn("resolved_at", "varchar(32)")
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("grievances_status").on("grievances").columns(["status", "received_at"]).execute();
  await db.schema.createIndex("grievances_received").on("grievances").column("received_at").execute();

  await withId(db.schema.createTable("grievance_events"), dialect)
    .addColumn("grievance_id", "integer", (col) => col.notNull().references("grievances.id").onDelete("cascade"))
    .addColumn("at", "varchar(32)", (col) => col.notNull())
    // status: the grievance reached `to_status`; note: the committee's note (never shown to the public).
    .addColumn("kind", "varchar(10)", (col) => col.notNull())
    .addColumn("to_status", "varchar(20)")
    .addColumn("note", "text")
    .addColumn("staff_id", "integer", (col) => col.references("staff_users.id").onDelete("set null"))
    .execute();
  await db.schema
    .createIndex("grievance_events_grievance")
    .on("grievance_events")
    .columns(["grievance_id", "id"])
    .execute();
}
