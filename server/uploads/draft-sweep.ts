import fs from "node:fs/promises";
import path from "node:path";
import type { Db } from "../../db/client.ts";
import { takeExpiredDrafts } from "../../app/models/application-drafts.server.ts";
import { photosDir } from "../../app/lib/media/photo-store.server.ts";

/**
 * Deletes the admission drafts past their 30 days (decision 067): rows, vault entries and link mails, then the files
 * of their photos. Returns how many drafts went.
 */
export async function sweepExpiredDrafts(database: Db, dataDir: string, now = Date.now()): Promise<number> {
  const { drafts, files } = await takeExpiredDrafts(database, new Date(now));
  for (const file of files) await fs.rm(path.join(photosDir(dataDir), path.basename(file)), { force: true });
  return drafts;
}
