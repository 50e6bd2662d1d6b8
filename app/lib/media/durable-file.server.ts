import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/** The ending of a file still being written: never served, and swept if a crash left it behind. */
export const PARTIAL_SUFFIX = ".partial";

/**
 * Writes `data` to `file` so that, whenever the process is killed or the power fails, `file` is either absent or
 * complete: the bytes go to a temporary name in the same folder, are flushed to the disk, renamed into place (atomic
 * within one file system), and the folder itself is flushed so that the rename is on the disk too.
 */
export async function writeFileDurably(file: string, data: Uint8Array, mode = 0o600): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString("hex")}${PARTIAL_SUFFIX}`;
  const handle = await fs.open(temporary, "wx", mode);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await fs.rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  await fs.rename(temporary, file);
  await syncFolder(path.dirname(file));
}

async function syncFolder(folder: string) {
  const handle = await fs.open(folder, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Removes the files of `folder` that no row names (`known`), and the leftovers of interrupted writes, once they are
 * older than `graceMs`: a file is written before its row, so a younger one may belong to an upload in progress.
 * Returns how many went.
 */
export async function removeOrphanedFiles(
  folder: string,
  known: ReadonlySet<string>,
  { graceMs, now = Date.now() }: { graceMs: number; now?: number },
): Promise<number> {
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (known.has(name) && !name.endsWith(PARTIAL_SUFFIX)) continue;
    const file = path.join(folder, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat?.isFile() || now - stat.mtimeMs < graceMs) continue;
    await fs.rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
