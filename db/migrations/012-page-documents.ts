import { type Kysely, sql } from "kysely";
import type { Dialect } from "../client.ts";
import { withId } from "./column-helpers.ts";

/** The tables public pages read, given content versions like the site-content tables of migration 009. */
const versionedTables = ["pages", "page_revisions", "page_redirects"] as const;

/**
 * Pages as documents (decision 036): every information page is a row of `pages` with a shape (the name of a zod
 * schema of app/schemas/content/) and numbered revisions holding its document as JSON. A page shows its published
 * revision; a scheduled publish is a row claimed once by a conditional update; a moved page leaves a redirect.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable("pages"), dialect)
    // "/about-us", "/" for home; null for a block several pages show (one per shape), which has no address.
    .addColumn("path", "varchar(200)")
    .addColumn("shape", "varchar(40)", (col) => col.notNull())
    .addColumn("menu_group", "varchar(40)")
    .addColumn("title", "varchar(200)", (col) => col.notNull())
    // 1 for the pages the spec names: such a page is never deleted, moved or unpublished.
    .addColumn("named_by_spec", "integer", (col) => col.notNull().defaultTo(0))
    // No foreign key: page_revisions refers to pages, and PostgreSQL cannot refer forward; the models keep it.
    .addColumn("published_revision_id", "integer")
    .addColumn("published_at", "varchar(32)")
    .addColumn("published_by", "integer", (col) => col.references("staff_users.id").onDelete("set null"))
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  // Paths are matched in any letter case (as the router matches them), so two may not differ by case alone.
  await db.schema
    .createIndex("pages_path")
    .on("pages")
    .expression(sql`lower(path)`)
    .unique()
    .execute();
  await db.schema
    .createIndex("pages_block_shape")
    .on("pages")
    .column("shape")
    .unique()
    .where(sql.ref("path"), "is", null)
    .execute();

  await withId(db.schema.createTable("page_revisions"), dialect)
    .addColumn("page_id", "integer", (col) => col.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("revision", "integer", (col) => col.notNull())
    .addColumn("document", "text", (col) => col.notNull())
    // Null for the revisions the seed made from content/.
    .addColumn("author_id", "integer", (col) => col.references("staff_users.id").onDelete("set null"))
    .addColumn("note", "varchar(500)")
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addUniqueConstraint("page_revisions_number", ["page_id", "revision"])
    .execute();

  await withId(db.schema.createTable("scheduled_publishes"), dialect)
    .addColumn("page_id", "integer", (col) => col.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("revision_id", "integer", (col) => col.notNull().references("page_revisions.id").onDelete("cascade"))
    .addColumn("publish_at", "varchar(32)", (col) => col.notNull())
    .addColumn("created_by", "integer", (col) => col.references("staff_users.id").onDelete("set null"))
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    // Set by the one process whose conditional update wins; a claimed row is never applied again.
    .addColumn("claimed_at", "varchar(32)")
    .execute();
  // The question asked every round: which unclaimed publishes are due?
  await db.schema
    .createIndex("scheduled_publishes_due")
    .on("scheduled_publishes")
    .columns(["claimed_at", "publish_at"])
    .execute();

  await db.schema
    .createTable("page_redirects")
    .addColumn("old_path", "varchar(200)", (col) => col.primaryKey())
    .addColumn("page_id", "integer", (col) => col.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("page_redirects_old_path")
    .on("page_redirects")
    .expression(sql`lower(old_path)`)
    .unique()
    .execute();

  await db
    .insertInto("content_versions" as never)
    .values(versionedTables.map((tag) => ({ tag, version: 0 })) as never)
    .execute();
  for (const table of versionedTables) await addVersionTrigger(db, dialect, table);
}

/**
 * The triggers of migration 009, for the page tables (a migration keeps its own copy): a publish, an unpublish or a
 * move raises the version in the same transaction, and the page cache of every process drops the pages that read it.
 */
async function addVersionTrigger(db: Kysely<unknown>, dialect: Dialect, table: string) {
  const bump = sql`update content_versions set version = version + 1 where tag = ${sql.lit(table)}`;
  if (dialect === "sqlite") {
    for (const event of ["insert", "update", "delete"]) {
      await sql`create trigger ${sql.id(`content_version_${table}_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin ${bump}; end`.execute(db);
    }
    return;
  }
  // bump_content_version() exists since migration 009; the trigger only names it.
  await sql`create trigger content_version after insert or update or delete or truncate on ${sql.table(table)}
    for each statement execute function bump_content_version()`.execute(db);
}
