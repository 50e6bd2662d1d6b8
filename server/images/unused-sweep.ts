import fs from "node:fs/promises";
import path from "node:path";
import type { Db } from "../../db/client.ts";
import { takeUnusedMedia } from "../../app/models/media.server.ts";
import { originalsDir } from "../../app/lib/media/image-store.server.ts";
import { variantsDir } from "./variants.ts";

/** A picture kept a day after the last use: a page rendered just before the change can still load it. */
export const UNUSED_MEDIA_TTL_MS = 24 * 60 * 60 * 1000;

/** Deletes pictures nothing shows (row, original and every cached variant); returns how many went. */
export async function sweepUnusedMedia(database: Db, dataDir: string, now = Date.now()): Promise<number> {
  const gone = await takeUnusedMedia(database.db, new Date(now - UNUSED_MEDIA_TTL_MS).toISOString());
  if (gone.length === 0) return 0;
  const variants = await fs.readdir(variantsDir(dataDir)).catch(() => [] as string[]);
  for (const media of gone) {
    await fs.rm(path.join(originalsDir(dataDir), path.basename(media.file_name)), { force: true });
    for (const file of variants.filter((name) => name.startsWith(`${media.id}-`)))
      await fs.rm(path.join(variantsDir(dataDir), file), { force: true });
  }
  return gone.length;
}
