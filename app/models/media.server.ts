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

/** A table and one of its own columns, as the schema names them. */
type TableColumn = { [T in keyof Database]: readonly [T, keyof Database[T] & string] }[keyof Database];

/** Every column that points at a picture; the foreign keys refuse a delete of one still in use if this list misses one. */
const pictureColumns = [
  ["banners", "media_id"],
  ["placed_students", "media_id"],
  ["gallery_albums", "cover_media_id"],
  ["gallery_images", "media_id"],
  ["faculty_staff", "media_id"],
  ["exam_staff", "media_id"],
  ["exam_staff", "banner_media_id"],
  ["awards", "media_id"],
  // Every revision of a page, not only the published one: an older revision may be restored (decision 047).
  ["page_revision_media", "media_id"],
] as const satisfies readonly TableColumn[];

/**
 * Removes the rows of pictures stored before `cutoff` that nothing shows any more (replaced or deleted in the
 * console) and returns them, so their files can go too.
 */
export async function takeUnusedMedia(
  db: Kysely<Database>,
  cutoff: string,
): Promise<{ id: string; file_name: string }[]> {
  return db
    .deleteFrom("media")
    .where("created_at", "<", cutoff)
    .where((eb) =>
      eb.and(
        pictureColumns.map(([table, column]) =>
          eb(
            "id",
            "not in",
            eb.selectFrom(table).select((sub) => sub.ref(column).as("id")),
          ),
        ),
      ),
    )
    .returning(["id", "file_name"])
    .execute();
}

/** The file names of every recorded picture, for reconciling the folder with the rows. */
export async function mediaFileNames(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db.selectFrom("media").select("file_name").execute();
  return new Set(rows.map((row) => row.file_name));
}
