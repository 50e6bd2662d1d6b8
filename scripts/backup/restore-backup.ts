import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";
import { countSqliteRows, databaseOf, postgresHasTables, restorePostgres, type RowCounts } from "../../db/backup.ts";
import { recordLastBackup } from "../../app/lib/backup/last-backup.server.ts";
import { keepFilesPrivate } from "../../server/private-files.ts";
import { privateFolder } from "./create-backup.ts";
import { describeFile, filesFolder, keyFingerprint, type Manifest, manifestName, manifestSchema } from "./manifest.ts";

export interface RestoreOptions {
  /** The `.tar.gz` made by `npm run backup`. */
  archive: string;
  dataDir: string;
  databaseUrl: string;
  /** Replace what the data folder and database hold (the keys are kept). */
  force: boolean;
  /** The ID proof key the restored site will use, to compare with the backup's. */
  idProofKey?: Buffer;
  /** PostgreSQL: the schema the backup holds, for counting its rows afterwards. */
  schema?: string;
}

export class RestoreRefused extends Error {}

/** The data folder's entries that count as content: everything but the keys, which are put back apart. */
async function contentOf(dataDir: string): Promise<string[]> {
  try {
    return (await fsp.readdir(dataDir)).filter((name) => name !== "keys");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

const sqliteFilesOf = (file: string) => ["", "-wal", "-shm", "-journal"].map((suffix) => file + suffix);

/** Unpacks and checks an archive in `staging`: the manifest parses and every file has its recorded size and hash. */
async function unpack(archive: string, staging: string): Promise<Manifest> {
  await tar.extract({ file: archive, cwd: staging, strict: true });
  const manifestFile = path.join(staging, manifestName);
  if (!fs.existsSync(manifestFile)) throw new RestoreRefused(`${archive} has no ${manifestName}: not a backup.`);
  const manifest = manifestSchema.parse(JSON.parse(await fsp.readFile(manifestFile, "utf8")));
  const expected = [
    { ...manifest.database, at: path.join(staging, ...manifest.database.path.split("/")) },
    ...manifest.files.map((file) => ({ ...file, at: path.join(staging, filesFolder, ...file.path.split("/")) })),
  ];
  for (const file of expected) {
    const found = fs.existsSync(file.at) ? await describeFile(file.at, file.path) : null;
    if (!found || found.bytes !== file.bytes || found.sha256 !== file.sha256) {
      throw new RestoreRefused(`${archive} is damaged: ${file.path} is missing or differs from the manifest.`);
    }
  }
  return manifest;
}

function sameCounts(expected: RowCounts, found: RowCounts): string[] {
  return Object.entries(expected)
    .filter(([table, rows]) => found[table] !== rows)
    .map(([table, rows]) => `${table}: ${rows} in the backup, ${found[table] ?? "none"} restored`);
}

/**
 * Brings a backup back into a data folder and database. Refuses a data folder with anything but `keys/` in it, a
 * SQLite file that exists or a PostgreSQL database with tables, unless `force` is given; then their content is
 * replaced, the keys kept. Returns the manifest and what to tell the operator about the keys.
 */
export async function restoreBackup(options: RestoreOptions): Promise<{ manifest: Manifest; warnings: string[] }> {
  const dataDir = path.resolve(options.dataDir);
  const { dialect, file: sqliteFile } = databaseOf(options.databaseUrl);

  const occupied: string[] = [];
  if ((await contentOf(dataDir)).length > 0) occupied.push(`the data folder ${dataDir} is not empty`);
  if (sqliteFile && sqliteFilesOf(sqliteFile).some((file) => fs.existsSync(file))) {
    occupied.push(`the database ${sqliteFile} exists`);
  }
  if (dialect === "postgres" && (await postgresHasTables(options.databaseUrl))) {
    occupied.push("the PostgreSQL database has tables");
  }
  if (occupied.length > 0 && !options.force) {
    throw new RestoreRefused(
      `Nothing was restored: ${occupied.join(" and ")}. Give --force to replace its content with the backup (the keys in keys/ are kept).`,
    );
  }

  await privateFolder(path.dirname(dataDir));
  const staging = await fsp.mkdtemp(path.join(path.dirname(dataDir), ".restore-"));
  try {
    await fsp.chmod(staging, 0o700);
    const manifest = await unpack(options.archive, staging);
    if (manifest.dialect !== dialect) {
      throw new RestoreRefused(
        `This backup is of a ${manifest.dialect} database; DATABASE_URL points to ${dialect}. Nothing was restored.`,
      );
    }

    await privateFolder(dataDir);
    for (const name of await contentOf(dataDir)) await fsp.rm(path.join(dataDir, name), { recursive: true });
    if (sqliteFile) for (const file of sqliteFilesOf(sqliteFile)) await fsp.rm(file, { force: true });

    for (const file of manifest.files) {
      const target = path.join(dataDir, ...file.path.split("/"));
      await fsp.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await fsp.rename(path.join(staging, filesFolder, ...file.path.split("/")), target);
    }

    const databaseCopy = path.join(staging, ...manifest.database.path.split("/"));
    let restored: RowCounts;
    if (sqliteFile) {
      await fsp.mkdir(path.dirname(sqliteFile), { recursive: true, mode: 0o700 });
      await fsp.copyFile(databaseCopy, sqliteFile, fs.constants.COPYFILE_EXCL);
      const handle = await fsp.open(sqliteFile, "r+");
      await handle.sync();
      await handle.close();
      restored = countSqliteRows(sqliteFile);
    } else {
      restored = await restorePostgres(options.databaseUrl, databaseCopy, {
        clean: options.force,
        schema: options.schema,
      });
    }
    const differences = sameCounts(manifest.rowCounts, restored);
    if (differences.length > 0)
      throw new Error(`The restored rows differ from the backup's:\n  ${differences.join("\n  ")}`);

    await recordLastBackup(dataDir, { createdAt: manifest.createdAt, file: path.basename(options.archive) });
    keepFilesPrivate(dataDir, options.databaseUrl);
    return { manifest, warnings: keyWarnings(manifest, dataDir, options.idProofKey) };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

function keyWarnings(manifest: Manifest, dataDir: string, idProofKey: Buffer | undefined): string[] {
  const expected = manifest.keys.idProofKeyFingerprint;
  if (!idProofKey) {
    return [
      `No ID proof key is in place: put the saved keys in ${path.join(dataDir, "keys")} (or set ID_PROOF_KEY) before starting the site. Without the key the Aadhaar/UID numbers cannot be read, and the site would make a new key on start.`,
    ];
  }
  if (expected && keyFingerprint(idProofKey) !== expected) {
    return [
      `The ID proof key in place is not the one this backup's Aadhaar/UID numbers were encrypted with (fingerprint ${expected}): put the saved key back before starting the site.`,
    ];
  }
  return [];
}
