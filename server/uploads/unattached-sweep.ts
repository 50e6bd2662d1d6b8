import fs from "node:fs/promises";
import path from "node:path";
import type { Db } from "../../db/client.ts";
import { takeUnattachedUploads } from "../../app/models/uploads.server.ts";
import { photosDir } from "../../app/lib/media/photo-store.server.ts";

/** A photo no application used within a day was abandoned with its form: the applicant's face is not kept for nothing. */
export const UNATTACHED_PHOTO_TTL_MS = 24 * 60 * 60 * 1000;

/** Deletes abandoned photos (row and file); returns how many went. */
export async function sweepUnattachedPhotos(database: Db, dataDir: string, now = Date.now()): Promise<number> {
  const files = await takeUnattachedUploads(database.db, new Date(now - UNATTACHED_PHOTO_TTL_MS).toISOString());
  for (const file of files) await fs.rm(path.join(photosDir(dataDir), path.basename(file)), { force: true });
  return files.length;
}
