import type { Kysely } from "kysely";
import type { Dialect } from "../client.ts";
import { withId } from "./column-helpers.ts";

/**
 * Data-rights requests (issue 16, decision 063): what a person asks of the college under the DPDP Act 2023
 * (sections 11–14) at `/data-rights`, and how the office works it. A request's number is random and unique; it is
 * due 90 days after it arrived. `application_id` is the application the office linked it to after checking who
 * asked; it is no foreign key, since erasing that application (app/models/personal-data-erasure.server.ts) leaves
 * the request, the record of what was asked and done, and only clears the link.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable("data_rights_requests"), dialect)
    .addColumn("reference", "varchar(20)", (col) => col.notNull().unique())
    // access, correction, erasure, withdrawal, nomination
    .addColumn("kind", "varchar(12)", (col) => col.notNull())
    .addColumn("name", "varchar(100)", (col) => col.notNull())
    // Empty when not given; at least one of the two is.
    .addColumn("email", "varchar(254)", (col) => col.notNull())
    .addColumn("mobile_no", "varchar(10)", (col) => col.notNull())
    // The application ID the person named, as typed and normalised; null when the request is about no application.
    .addColumn("application_reference", "varchar(20)")
    .addColumn("details", "text", (col) => col.notNull())
    .addColumn("language", "varchar(8)", (col) => col.notNull())
    // open, closed
    .addColumn("status", "varchar(10)", (col) => col.notNull())
    // UTC ISO instants; due_at is 90 days after created_at.
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("due_at", "varchar(32)", (col) => col.notNull())
    // How the office checked who asked (a note), when and by whom.
    .addColumn("identity_note", "text")
    .addColumn("identity_verified_at", "varchar(32)")
    .addColumn("identity_verified_by", "varchar(254)")
    .addColumn("application_id", "integer")
    // The office's answer to the person, and when it was written.
    .addColumn("answer", "text")
    .addColumn("answered_at", "varchar(32)")
    // An erasure carried out on an admin's confirmation.
    .addColumn("erased_at", "varchar(32)")
    .addColumn("erased_by", "varchar(254)")
    .addColumn("closed_at", "varchar(32)")
    .addColumn("closed_by", "varchar(254)")
    .execute();
  await db.schema
    .createIndex("data_rights_requests_open")
    .on("data_rights_requests")
    .columns(["status", "due_at"])
    .execute();
  await db.schema
    .createIndex("data_rights_requests_application")
    .on("data_rights_requests")
    .column("application_id")
    .execute();
}
