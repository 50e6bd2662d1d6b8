import type { Kysely } from "kysely";

/**
 * The enquiry and message inboxes list newest first with keyset pagination on (created_at, id), as the
 * applications inbox does (migration 004): these indexes keep a deep page as fast as the first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["enquiries", "footer_enquiries", "contact_messages", "alumni_feedback"]) {
    await db.schema.createIndex(`${table}_created`).on(table).columns(["created_at", "id"]).execute();
  }
}
