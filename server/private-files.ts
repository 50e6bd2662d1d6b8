import fs from "node:fs";
import path from "node:path";

/** Files only the server's own user may read or write, in folders only it may enter. */
const PRIVATE_FILE = 0o600;
const PRIVATE_FOLDER = 0o700;

function tighten(target: string) {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(target);
  } catch {
    return; // not there (yet)
  }
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== PRIVATE_FOLDER) fs.chmodSync(target, PRIVATE_FOLDER);
    for (const entry of fs.readdirSync(target)) tighten(path.join(target, entry));
  } else if ((stat.mode & 0o777) !== PRIVATE_FILE) fs.chmodSync(target, PRIVATE_FILE);
}

/**
 * Keeps what the server stores private to its own user: from now on every file it creates (the database and its
 * WAL and SHM files, uploads, keys, backups) is 0600 and every folder 0700 (the process's umask), and whatever an
 * earlier version left readable by others in the data folder or beside a SQLite database is tightened.
 */
export function keepFilesPrivate(dataDir: string, databaseUrl: string) {
  process.umask(0o077);
  tighten(dataDir);
  if (databaseUrl.startsWith("sqlite:") && databaseUrl !== "sqlite::memory:") {
    const file = path.resolve(databaseUrl.slice("sqlite:".length));
    for (const suffix of ["", "-wal", "-shm", "-journal"]) tighten(`${file}${suffix}`);
  }
}
