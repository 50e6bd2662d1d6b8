import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";

export type Dialect = "sqlite" | "postgres";

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
}

/** Opens SQLite (`sqlite:/path/file.db`) or PostgreSQL (`postgres://…`) from one URL. */
export function openDatabase(url: string, options: { searchPath?: string } = {}): Db {
  if (url.startsWith("sqlite:")) {
    const file = url.slice("sqlite:".length);
    if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const database = new SQLite(file);
    database.pragma("journal_mode = WAL");
    database.pragma("synchronous = FULL");
    database.pragma("busy_timeout = 5000");
    database.pragma("foreign_keys = ON");
    return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }), dialect: "sqlite" };
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: "postgres" };
}

/**
 * Runs `work` in a write transaction. On SQLite the transaction starts with BEGIN IMMEDIATE so two
 * writers queue on busy_timeout instead of failing with SQLITE_BUSY when the read lock is upgraded.
 */
export async function writeTransaction<T>(
  { db, dialect }: Db,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (dialect === "postgres") return db.transaction().execute(work);
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}

/** True when the database answers a trivial query. */
export async function isReachable({ db }: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** After rows were inserted with explicit ids, PostgreSQL's serial sequence must be moved past them. */
export async function syncIdSequence({ db, dialect }: Db, table: string): Promise<void> {
  if (dialect !== "postgres") return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 1))`.execute(
    db,
  );
}
