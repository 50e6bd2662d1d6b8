import type { Kysely } from "kysely";
import type { Dialect } from "../client.ts";
import { withId } from "./column-helpers.ts";

/**
 * A parent's or guardian's consent to an application of an applicant under 18 (decision 068): one row per such
 * application, naming the guardian the form gave (none when the application came through the legacy JSON API),
 * whether consent is still awaited, and how it was given — the guardian's link (only the token's SHA-256 is kept,
 * with its expiry; a used or replaced token is cleared), or in person or by phone as the office recorded it. A row
 * of its own rather than columns on `applications`, whose shape the legacy API and the exports know; an adult's
 * application has none.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable("guardian_consents"), dialect)
    .addColumn("application_id", "integer", (col) => col.notNull().unique())
    // What the form gave; null when the application named no guardian (the legacy API).
    .addColumn("guardian_name", "varchar(100)")
    .addColumn("relation", "varchar(40)")
    .addColumn("email", "varchar(254)")
    .addColumn("mobile_no", "varchar(10)")
    // awaiting, confirmed
    .addColumn("status", "varchar(12)", (col) => col.notNull())
    // The live link's token, hashed (hex SHA-256), and when it stops working (UTC ISO instant); null when none.
    .addColumn("token_hash", "varchar(64)", (col) => col.unique())
    .addColumn("token_expires_at", "varchar(32)")
    // When and how consent was given: link, in-person or phone; by whom when the office recorded it, with its note.
    .addColumn("confirmed_at", "varchar(32)")
    .addColumn("confirmed_via", "varchar(12)")
    .addColumn("recorded_by", "varchar(254)")
    .addColumn("note", "varchar(500)")
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("guardian_consents_status").on("guardian_consents").column("status").execute();
}
