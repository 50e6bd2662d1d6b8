import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { takeUnattachedUploads } from "../../app/models/uploads.server.ts";
import { photosDir } from "./photo-store.ts";

/** A photo no application used within a day was abandoned with its form: the applicant's face is not kept for nothing. */
export const UNATTACHED_PHOTO_TTL_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Deletes abandoned photos (row and file); returns how many went. */
export async function sweepUnattachedPhotos(database: Db, dataDir: string, now = Date.now()): Promise<number> {
  const files = await takeUnattachedUploads(database.db, new Date(now - UNATTACHED_PHOTO_TTL_MS).toISOString());
  for (const file of files) await fs.rm(path.join(photosDir(dataDir), path.basename(file)), { force: true });
  return files.length;
}

/** Sweeps once the server is ready and then every hour; the timer never keeps the process alive. */
export function scheduleUnattachedSweep(app: FastifyInstance, database: Db, dataDir: string) {
  const run = () =>
    sweepUnattachedPhotos(database, dataDir)
      .then((removed) => {
        if (removed > 0) app.log.info({ removed }, "removed photos no application used");
      })
      .catch((error: unknown) => app.log.error(error, "sweeping abandoned photos failed"));
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    void run();
    timer = setInterval(run, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
