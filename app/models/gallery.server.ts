import type { Kysely } from "kysely";
import { shownNow } from "./listing.server.ts";
import type { Database } from "../../db/schema.ts";

export interface Album {
  galleryCode: string;
  title: string;
  coverMediaId: string;
}

export interface AlbumImage {
  mediaId: string;
  title: string;
  width: number;
  height: number;
}

export async function listAlbums(db: Kysely<Database>): Promise<Album[]> {
  return db
    .selectFrom("gallery_albums")
    .select(["gallery_code as galleryCode", "title", "cover_media_id as coverMediaId"])
    .where(shownNow("gallery_albums"))
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
}

/** The album's published images in order, or null when no published album has that code. */
export async function findAlbumImages(db: Kysely<Database>, galleryCode: string): Promise<AlbumImage[] | null> {
  const album = await db
    .selectFrom("gallery_albums")
    .select("id")
    .where("gallery_code", "=", galleryCode)
    .where(shownNow("gallery_albums"))
    .executeTakeFirst();
  if (!album) return null;
  return db
    .selectFrom("gallery_images")
    .innerJoin("media", "media.id", "gallery_images.media_id")
    .select(["gallery_images.media_id as mediaId", "gallery_images.title", "media.width", "media.height"])
    .where("gallery_images.album_id", "=", album.id)
    .where(shownNow("gallery_images"))
    .orderBy("gallery_images.sort_order")
    .orderBy("gallery_images.id")
    .execute();
}
