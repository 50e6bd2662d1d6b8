import type { Kysely } from "kysely";
import type { Dialect } from "../client.ts";
import { withId } from "./column-helpers.ts";

/**
 * The mail outbox: a message is written in the same transaction as the submission it tells about and sent later
 * by the background worker (server/mail/), so a slow or absent mail server never touches a submission.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable("mail_outbox"), dialect)
    .addColumn("to_address", "varchar(254)", (col) => col.notNull())
    .addColumn("subject", "varchar(300)", (col) => col.notNull())
    .addColumn("body_text", "text", (col) => col.notNull())
    .addColumn("purpose", "varchar(20)", (col) => col.notNull())
    .addColumn("submission_kind", "varchar(20)")
    .addColumn("submission_id", "integer")
    .addColumn("status", "varchar(10)", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "varchar(32)", (col) => col.notNull())
    .addColumn("last_error", "varchar(1000)")
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("sent_at", "varchar(32)")
    .execute();
  // The worker's question: which messages are due now?
  await db.schema.createIndex("mail_outbox_due").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();
}
