import type { Kysely } from "kysely";
import type { Dialect } from "../client.ts";
import { withId, withListing } from "./column-helpers.ts";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("media")
    .addColumn("id", "varchar(32)", (col) => col.primaryKey())
    .addColumn("file_name", "varchar(255)", (col) => col.notNull())
    .addColumn("mime", "varchar(64)", (col) => col.notNull())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addColumn("alt", "varchar(500)", (col) => col.notNull().defaultTo(""))
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();

  await withListing(withId(db.schema.createTable("news_items"), dialect))
    .addColumn("kind", "varchar(2)", (col) => col.notNull())
    .addColumn("title", "varchar(1000)", (col) => col.notNull())
    .addColumn("target_link", "varchar(2000)", (col) => col.notNull().defaultTo(""))
    .addColumn("is_new", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("news_items_kind_order").on("news_items").columns(["kind", "sort_order"]).execute();

  await withListing(withId(db.schema.createTable("banners"), dialect))
    .addColumn("media_id", "varchar(32)", (col) => col.notNull().references("media.id"))
    .addColumn("title", "varchar(300)", (col) => col.notNull())
    .execute();

  await withListing(withId(db.schema.createTable("programmes"), dialect))
    .addColumn("display_text", "varchar(200)", (col) => col.notNull())
    .addColumn("program_name", "varchar(200)", (col) => col.notNull())
    .addColumn("seat_group", "varchar(32)", (col) => col.notNull())
    .addColumn("seats", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("excluded", "integer", (col) => col.notNull().defaultTo(0))
    .execute();

  await withListing(withId(db.schema.createTable("placed_students"), dialect))
    .addColumn("media_id", "varchar(32)", (col) => col.notNull().references("media.id"))
    .addColumn("name", "varchar(200)", (col) => col.notNull())
    .addColumn("session", "varchar(50)", (col) => col.notNull())
    .addColumn("company_name", "varchar(200)", (col) => col.notNull())
    .execute();

  await withListing(withId(db.schema.createTable("gallery_albums"), dialect))
    .addColumn("gallery_code", "varchar(64)", (col) => col.notNull().unique())
    .addColumn("title", "varchar(300)", (col) => col.notNull())
    .addColumn("cover_media_id", "varchar(32)", (col) => col.notNull().references("media.id"))
    .execute();

  await withListing(withId(db.schema.createTable("gallery_images"), dialect))
    .addColumn("album_id", "integer", (col) => col.notNull().references("gallery_albums.id").onDelete("cascade"))
    .addColumn("media_id", "varchar(32)", (col) => col.notNull().references("media.id"))
    .addColumn("title", "varchar(300)", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("gallery_images_album")
    .on("gallery_images")
    .columns(["album_id", "sort_order"])
    .execute();

  await withId(db.schema.createTable("faculty_groups"), dialect)
    .addColumn("department", "varchar(200)", (col) => col.notNull())
    .addColumn("sort_order", "integer", (col) => col.notNull().defaultTo(0))
    .execute();

  await withListing(withId(db.schema.createTable("faculty_staff"), dialect))
    .addColumn("group_id", "integer", (col) => col.notNull().references("faculty_groups.id").onDelete("cascade"))
    .addColumn("media_id", "varchar(32)", (col) => col.notNull().references("media.id"))
    .addColumn("name", "varchar(200)", (col) => col.notNull())
    .addColumn("designation", "varchar(200)", (col) => col.notNull())
    .addColumn("qualification", "varchar(300)", (col) => col.notNull())
    .addColumn("experience", "varchar(100)", (col) => col.notNull())
    .addColumn("date_of_joining", "varchar(10)", (col) => col.notNull())
    .execute();

  await withListing(withId(db.schema.createTable("exam_staff"), dialect))
    .addColumn("media_id", "varchar(32)", (col) => col.notNull().references("media.id"))
    .addColumn("banner_media_id", "varchar(32)", (col) => col.notNull().references("media.id"))
    .addColumn("name", "varchar(200)", (col) => col.notNull())
    .addColumn("designation", "varchar(200)", (col) => col.notNull())
    .addColumn("qualification", "varchar(300)", (col) => col.notNull())
    .addColumn("experience", "varchar(100)", (col) => col.notNull())
    .addColumn("date_of_joining", "varchar(10)", (col) => col.notNull())
    .execute();

  await withListing(withId(db.schema.createTable("alumni_courses"), dialect))
    .addColumn("display_text", "varchar(200)", (col) => col.notNull())
    .execute();

  await withListing(withId(db.schema.createTable("awards"), dialect))
    .addColumn("media_id", "varchar(32)", (col) => col.notNull().references("media.id"))
    .addColumn("caption", "varchar(300)", (col) => col.notNull().defaultTo(""))
    .execute();
}
