import type { Kysely } from "kysely";
import type { Dialect } from "../client.ts";

/**
 * Private previews of a page's revision (decision 040): a link that shows one revision as the public would see it,
 * until it expires. The link's random token is stored only as its SHA-256, like the staff sessions, so the table
 * read by someone else gives no working link.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("page_previews")
    .addColumn("token_hash", "varchar(64)", (col) => col.primaryKey())
    .addColumn("page_id", "integer", (col) => col.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("revision_id", "integer", (col) => col.notNull().references("page_revisions.id").onDelete("cascade"))
    .addColumn("created_by", "integer", (col) => col.references("staff_users.id").onDelete("set null"))
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    // UTC ISO instant; an expired row is never shown and is deleted when the next preview is made.
    .addColumn("expires_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("page_previews_expires").on("page_previews").column("expires_at").execute();
}
