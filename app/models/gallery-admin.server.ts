import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { nextSortOrder } from "./content-admin.server.ts";
import { flag } from "./listing.server.ts";
import type { MediaRecord } from "./media.server.ts";

export interface AlbumSummary {
  id: number;
  galleryCode: string;
  title: string;
  coverMediaId: string;
}

export async function findAlbumForStaff(db: Kysely<Database>, id: number): Promise<AlbumSummary | undefined> {
  return db
    .selectFrom("gallery_albums")
    .select(["id", "gallery_code as galleryCode", "title", "cover_media_id as coverMediaId"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** True when another album already has this code (codes are album addresses, so unique). */
export async function albumCodeTaken(db: Kysely<Database>, galleryCode: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom("gallery_albums").select("id").where("gallery_code", "=", galleryCode);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function setAlbumCover(db: Kysely<Database>, albumId: number, mediaId: string): Promise<void> {
  await db.updateTable("gallery_albums").set({ cover_media_id: mediaId }).where("id", "=", albumId).execute();
}

/** Appends stored pictures to an album, published, in the order given; answers the new rows' ids. */
export async function addAlbumImages(
  db: Kysely<Database>,
  albumId: number,
  records: readonly MediaRecord[],
  title: string,
): Promise<number[]> {
  const scope = { column: "album_id", value: albumId };
  const first = await nextSortOrder(db, "gallery_images", scope);
  const ids: number[] = [];
  for (const [index, record] of records.entries()) {
    const row = await db
      .insertInto("gallery_images")
      .values({ album_id: albumId, media_id: record.id, title, sort_order: first + index, published: flag(true) })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}
