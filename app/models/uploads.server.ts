import type { Kysely } from "kysely";
import type { Database, UploadTable } from "../../db/schema.ts";

export type UploadRow = Omit<UploadTable, "attached">;

export async function recordUpload(db: Kysely<Database>, row: UploadRow): Promise<void> {
  await db
    .insertInto("uploads")
    .values({ ...row, attached: 0 })
    .execute();
}

export async function findUpload(db: Kysely<Database>, record: string): Promise<UploadTable | undefined> {
  return db.selectFrom("uploads").selectAll().where("record", "=", record).executeTakeFirst();
}

/**
 * Marks an uploaded photo as used by an application; false when no such upload exists or another application
 * already uses it (so an application cannot name a record nobody uploaded, or someone else's).
 */
export async function claimUpload(db: Kysely<Database>, record: string): Promise<boolean> {
  const result = await db
    .updateTable("uploads")
    .set({ attached: 1 })
    .where("record", "=", record)
    .where("kind", "=", "photo")
    .where("attached", "=", 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Removes the rows of photos uploaded before `cutoff` that no application used and no draft keeps (decision 067),
 * and returns their file names.
 */
export async function takeUnattachedUploads(db: Kysely<Database>, cutoff: string): Promise<string[]> {
  const rows = await db
    .deleteFrom("uploads")
    .where("attached", "=", 0)
    .where("created_at", "<", cutoff)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("application_drafts")
            .select("application_drafts.id")
            .whereRef("application_drafts.photo_record", "=", "uploads.record"),
        ),
      ),
    )
    .returning("file_name")
    .execute();
  return rows.map((row) => row.file_name);
}

/** The file names of every recorded upload, for reconciling the folder with the rows. */
export async function uploadFileNames(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db.selectFrom("uploads").select("file_name").execute();
  return new Set(rows.map((row) => row.file_name));
}
