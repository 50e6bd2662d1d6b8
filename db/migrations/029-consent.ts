import type { Kysely } from "kysely";
import type { Dialect } from "../client.ts";
import { withId } from "./column-helpers.ts";

/**
 * Consent to the privacy notice (issue 16, decision 064): one row per submission of a visitor form whose sender
 * ticked the consent box, naming the submission (its table and id), the notice's version they were shown (the
 * revision of the `privacy-notice` page block) and when. One table for the five forms rather than columns on each,
 * so the console, an erasure and a withdrawal find a person's consent in one place. A submission without a row
 * (one sent before this migration, or through the legacy JSON API) has no consent recorded, which the console
 * shows for the office to follow up.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable("consents"), dialect)
    // enquiries, footer_enquiries, contact_messages, applications or alumni_feedback
    .addColumn("submission_table", "varchar(30)", (col) => col.notNull())
    .addColumn("submission_id", "integer", (col) => col.notNull())
    .addColumn("notice_version", "integer", (col) => col.notNull())
    // UTC ISO instant of the post that carried the tick.
    .addColumn("given_at", "varchar(32)", (col) => col.notNull())
    // en or hi: the language the notice was read in.
    .addColumn("language", "varchar(8)", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("consents_submission")
    .unique()
    .on("consents")
    .columns(["submission_table", "submission_id"])
    .execute();
}
