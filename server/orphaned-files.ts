import type { Db } from "../db/client.ts";
import { removeOrphanedFiles } from "../app/lib/media/durable-file.server.ts";
import { originalsDir } from "../app/lib/media/image-store.server.ts";
import { photosDir } from "../app/lib/media/photo-store.server.ts";
import { mediaFileNames } from "../app/models/media.server.ts";
import { uploadFileNames } from "../app/models/uploads.server.ts";
import { documentsDir } from "../app/lib/documents/document-store.server.ts";
import { documentFileNames } from "../app/models/documents.server.ts";
import { grievancesDir } from "../app/lib/grievances/attachment-store.server.ts";
import { grievanceAttachmentNames } from "../app/models/grievances.server.ts";

/** Far longer than any upload takes between its file being written and its row being committed. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/**
 * Reconciles the stored files with their rows: an applicant's photo, a picture or a library document whose row was never committed (the
 * process was killed between the two) and any half-written file are removed once they are an hour old. Rows are
 * never touched: a file is always on disk before its row is written.
 */
export async function sweepOrphanedFiles(database: Db, dataDir: string, now = Date.now()): Promise<number> {
  const photos = await removeOrphanedFiles(photosDir(dataDir), await uploadFileNames(database.db), {
    graceMs: ORPHAN_GRACE_MS,
    now,
  });
  const pictures = await removeOrphanedFiles(originalsDir(dataDir), await mediaFileNames(database.db), {
    graceMs: ORPHAN_GRACE_MS,
    now,
  });
  const documents = await removeOrphanedFiles(documentsDir(dataDir), await documentFileNames(database.db), {
    graceMs: ORPHAN_GRACE_MS,
    now,
  });
  const attachments = await removeOrphanedFiles(grievancesDir(dataDir), await grievanceAttachmentNames(database.db), {
    graceMs: ORPHAN_GRACE_MS,
    now,
  });
  return photos + pictures + documents + attachments;
}
