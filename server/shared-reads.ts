import type { Kysely } from "kysely";
import { nextShowWindowChange, readContentVersions } from "../app/models/content-versions.server.ts";
import type { Database } from "../db/schema.ts";
import { noteReads, ReadTracker, type ReadSet, trackReads } from "./page-cache/read-tracker.ts";

interface Remembered {
  value: unknown;
  /** The version of each table the read read, as it was before the read began. */
  versions: Map<string, number>;
  /** When a row of one of those tables enters or leaves its show window (ms since the epoch). */
  until: number;
}

export type SharedReads = <T>(key: string, read: (db: Kysely<Database>) => Promise<T>) => Promise<T>;

/**
 * Data many renders show alike (the public shell's menus, ticker and privacy notice, the home page's lists), read
 * once per process and kept until it could differ (decision 076): a render first reads the tables' versions (one
 * small query; triggers raise them on every write, from any process) and reads again when a table the data came from
 * has changed since, or when a row of one enters or leaves its show window. A read of a table without a version is
 * never kept. The tables are noted for the page render in progress, as if it had read them itself, so the page cache
 * stays exact.
 *
 * Keys name what is read and come from a small fixed set: nothing is ever evicted.
 */
export function sharedReads(db: Kysely<Database>, options: { now?: () => number } = {}): SharedReads {
  const now = options.now ?? Date.now;
  const remembered = new Map<string, Remembered>();
  let known: readonly string[] = [];
  const tracked = db.withPlugin(new ReadTracker(() => known));

  return async <T>(key: string, read: (db: Kysely<Database>) => Promise<T>): Promise<T> => {
    const versions = new Map((await readContentVersions(db)).map((row) => [row.tag, row.version]));
    known = [...versions.keys()];
    const kept = remembered.get(key);
    if (kept && now() < kept.until && [...kept.versions].every(([table, version]) => versions.get(table) === version)) {
      noteReads(kept.versions.keys());
      return kept.value as T;
    }
    const readSet: ReadSet = { tables: new Set() };
    const startedAt = new Date(now());
    const value = await trackReads(readSet, () => read(tracked));
    noteReads(readSet.tables);
    const tables = [...readSet.tables];
    if (!tables.every((table) => versions.has(table))) {
      remembered.delete(key);
      return value;
    }
    const changes = await Promise.all(tables.map((table) => nextShowWindowChange(db, table, startedAt)));
    const until = Math.min(...changes.map((change) => change?.getTime() ?? Infinity));
    remembered.set(key, { value, versions: new Map(tables.map((table) => [table, versions.get(table)!])), until });
    return value;
  };
}
