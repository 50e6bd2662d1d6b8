import type { Kysely } from "kysely";

/**
 * The answer each stored form post got, by the post's one-time key (the form's token, or a fingerprint of the post
 * when the page carried none): a resend after a dropped connection gets the same answer and stores nothing twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("form_answers")
    .addColumn("once_key", "varchar(100)", (col) => col.primaryKey())
    .addColumn("form", "varchar(32)", (col) => col.notNull())
    .addColumn("answer", "text", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("form_answers_created_at").on("form_answers").column("created_at").execute();
}
