import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

/**
 * When the last backup of this data folder was made, kept in `DATA_DIR/last-backup.json` by `npm run backup` (and
 * by `npm run restore`, with the restored backup's time: the data is then exactly that backup). A file rather than
 * a row, so the backup never has to write to the database it copies (decision 030).
 */
export const lastBackupFile = (dataDir: string) => path.join(dataDir, "last-backup.json");

const lastBackupSchema = z.object({
  /** ISO time the database was copied. */
  createdAt: z.iso.datetime(),
  /** The archive's file name, without its folder. */
  file: z.string(),
});

export type LastBackup = z.infer<typeof lastBackupSchema>;

/** The last backup, or null when none was made (or the file cannot be read). */
export async function readLastBackup(dataDir: string): Promise<LastBackup | null> {
  try {
    return lastBackupSchema.parse(JSON.parse(await fs.readFile(lastBackupFile(dataDir), "utf8")));
  } catch {
    return null;
  }
}

/** Records a backup: written to a temporary name and renamed, so a reader never sees half a file. */
export async function recordLastBackup(dataDir: string, backup: LastBackup): Promise<void> {
  const file = lastBackupFile(dataDir);
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, `${JSON.stringify(lastBackupSchema.parse(backup), null, 2)}\n`, { mode: 0o600 });
  await fs.rename(temporary, file);
}
