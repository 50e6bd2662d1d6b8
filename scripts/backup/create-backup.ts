import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";
import { databaseOf, dumpDatabase } from "../../db/backup.ts";
import { lastBackupFile, recordLastBackup } from "../../app/lib/backup/last-backup.server.ts";
import {
  backupFormat,
  backupFormatVersion,
  databaseFolder,
  describeFile,
  filesFolder,
  keyFingerprint,
  type Manifest,
  manifestName,
  postgresFileName,
  sqliteFileName,
  type StoredFile,
} from "./manifest.ts";

export interface BackupOptions {
  dataDir: string;
  databaseUrl: string;
  /** Where the archive goes; made (or tightened to) 0700. */
  outDir: string;
  /** The ID proof key, to record its fingerprint (never the key itself). */
  idProofKey?: Buffer;
  /** PostgreSQL: back up this schema only (the tests give each file one). */
  schema?: string;
}

/** What in the data folder is not backed up: the keys (kept apart), caches that rebuild, the record of backups. */
const skippedTopLevel = new Set(["keys", "cache", path.basename(lastBackupFile("."))]);

/** A private folder: 0700 whatever the umask or whoever made it first. */
export async function privateFolder(folder: string) {
  await fsp.mkdir(folder, { recursive: true, mode: 0o700 });
  await fsp.chmod(folder, 0o700);
}

async function fsyncPath(file: string) {
  const handle = await fsp.open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const appVersion = () =>
  (JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "../../package.json"), "utf8")) as { version: string })
    .version;

/** The stored files of the data folder, relative paths with `/`, leaving out what `skip` names. */
async function storedFiles(dataDir: string, skip: (absolute: string) => boolean): Promise<string[]> {
  const found: string[] = [];
  async function walk(folder: string, relative: string) {
    let entries: fs.Dirent[];
    try {
      entries = await fsp.readdir(folder, { withFileTypes: true });
    } catch {
      return; // removed while we walked
    }
    for (const entry of entries) {
      const absolute = path.join(folder, entry.name);
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if ((!relative && skippedTopLevel.has(entry.name)) || skip(absolute) || entry.name.endsWith(".tmp")) continue;
      if (entry.isDirectory()) await walk(absolute, name);
      else if (entry.isFile()) found.push(name);
    }
  }
  await walk(dataDir, "");
  return found.sort();
}

/** Hard-links a stored file into the staging folder (it is never changed in place), or copies it across devices. */
async function stage(source: string, target: string): Promise<boolean> {
  await fsp.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  try {
    await fsp.link(source, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return false; // swept away since the walk
    if (code !== "EXDEV" && code !== "EPERM") throw error;
    try {
      await fsp.copyFile(source, target);
    } catch (copyError) {
      if ((copyError as NodeJS.ErrnoException).code === "ENOENT") return false;
      throw copyError;
    }
  }
  return true;
}

const stampOf = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");

/**
 * Makes `college-backup-<UTC time>.tar.gz` in `outDir`: the database copied online first, then the stored files
 * (a file is written before its row, so every row of the copy finds its file; a file stored since is in the archive
 * too, with no row that uses it), then the manifest. The archive is written under a temporary name, fsynced and linked into place; never overwritten.
 */
export async function createBackup(options: BackupOptions): Promise<{ file: string; manifest: Manifest }> {
  const dataDir = path.resolve(options.dataDir);
  const outDir = path.resolve(options.outDir);
  const { dialect, file: sqliteFile } = databaseOf(options.databaseUrl);
  await privateFolder(outDir);
  const staging = await fsp.mkdtemp(path.join(outDir, ".staging-"));
  try {
    await fsp.chmod(staging, 0o700);
    await fsp.mkdir(path.join(staging, databaseFolder), { mode: 0o700 });
    const databaseName = dialect === "sqlite" ? sqliteFileName : postgresFileName;
    const databaseCopy = path.join(staging, databaseFolder, databaseName);
    const createdAt = new Date();
    const rowCounts = await dumpDatabase(options.databaseUrl, databaseCopy, { schema: options.schema });
    const database = await describeFile(databaseCopy, `${databaseFolder}/${databaseName}`);

    const databaseFiles = sqliteFile ? ["", "-wal", "-shm", "-journal"].map((suffix) => sqliteFile + suffix) : [];
    const skip = (absolute: string) =>
      databaseFiles.includes(absolute) || absolute === outDir || absolute.startsWith(`${outDir}${path.sep}`);
    const files: StoredFile[] = [];
    for (const relative of await storedFiles(dataDir, skip)) {
      const target = path.join(staging, filesFolder, ...relative.split("/"));
      if (await stage(path.join(dataDir, ...relative.split("/")), target)) {
        files.push(await describeFile(target, relative));
      }
    }

    const manifest: Manifest = {
      format: backupFormat,
      formatVersion: backupFormatVersion,
      createdAt: createdAt.toISOString(),
      appVersion: appVersion(),
      dialect,
      database,
      rowCounts,
      files,
      keys: {
        included: false,
        idProofKeyFingerprint: options.idProofKey ? keyFingerprint(options.idProofKey) : null,
      },
    };
    await fsp.writeFile(path.join(staging, manifestName), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });

    const name = `college-backup-${stampOf(createdAt)}.tar.gz`;
    const temporary = path.join(staging, name);
    const entries = [manifestName, database.path, ...(files.length > 0 ? [filesFolder] : [])];
    await tar.create({ gzip: true, file: temporary, cwd: staging, portable: true }, entries);
    await fsp.chmod(temporary, 0o600);
    await fsyncPath(temporary);
    const file = path.join(outDir, name);
    await fsp.link(temporary, file); // fails rather than replace a backup of the same second
    await fsyncPath(outDir);
    await fsp.mkdir(dataDir, { recursive: true, mode: 0o700 });
    await recordLastBackup(dataDir, { createdAt: manifest.createdAt, file: name });
    return { file, manifest };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}
