import type { Kysely } from "kysely";
import type { Dialect } from "../client.ts";
import { withId } from "./column-helpers.ts";

/**
 * Drafts of the admission form (decision 067): what a visitor typed before "Save and finish later", found only by the
 * SHA-256 of the random token their mailed link carries (the token itself is never stored). The fields are kept as
 * typed, as JSON, except the Aadhaar/UID number, which is in the vault (decision 062) under `id_proof_token`, and the
 * photo, which stays an upload (`photo_record`). A draft lives 30 days from its last save, or until its application is
 * sent; the hourly housekeeping deletes it after `expires_at`.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable("application_drafts"), dialect)
    // Hex SHA-256 of the link's token.
    .addColumn("token_hash", "varchar(64)", (col) => col.notNull().unique())
    .addColumn("email", "varchar(254)", (col) => col.notNull())
    // en or hi: the language of the mail and of the link.
    .addColumn("language", "varchar(8)", (col) => col.notNull())
    // The other fields as typed (JSON of strings), without the Aadhaar/UID number.
    .addColumn("fields_json", "text", (col) => col.notNull())
    .addColumn("photo_record", "varchar(64)")
    .addColumn("id_proof_token", "varchar(64)")
    .addColumn("id_proof_last4", "varchar(4)")
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .addColumn("expires_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("application_drafts_expires").on("application_drafts").column("expires_at").execute();
  await db.schema.createIndex("application_drafts_photo").on("application_drafts").column("photo_record").execute();
}
