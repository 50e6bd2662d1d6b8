import type { Kysely } from "kysely";
import type { Database, MediaTable } from "../../db/schema.ts";

export type MediaRecord = MediaTable;

export async function insertMedia(db: Kysely<Database>, record: MediaRecord): Promise<void> {
  await db.insertInto("media").values(record).execute();
}

export async function findMedia(db: Kysely<Database>, id: string): Promise<MediaRecord | undefined> {
  return db.selectFrom("media").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The text alternative belongs to the picture, so changing it needs no new id (the image bytes stay the same). */
export async function updateMediaAlt(db: Kysely<Database>, id: string, alt: string): Promise<void> {
  await db.updateTable("media").set({ alt }).where("id", "=", id).execute();
}
