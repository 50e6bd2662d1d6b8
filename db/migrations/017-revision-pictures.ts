import type { Kysely } from "kysely";
import type { Dialect } from "../client.ts";

/**
 * The pictures each page revision shows (decision 047): a revision's document names uploaded pictures by address
 * (`/images/<media id>`), which no foreign key can see. This table names them beside the revision, so the sweep of
 * unused pictures keeps every picture any revision — the published one, a draft, an old one that may be restored —
 * still refers to, and the database refuses to delete one it missed.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("page_revision_media")
    .addColumn("revision_id", "integer", (col) => col.notNull().references("page_revisions.id").onDelete("cascade"))
    .addColumn("media_id", "varchar(32)", (col) => col.notNull().references("media.id"))
    .addPrimaryKeyConstraint("page_revision_media_pk", ["revision_id", "media_id"])
    .execute();
  await db.schema.createIndex("page_revision_media_media").on("page_revision_media").column("media_id").execute();
}
