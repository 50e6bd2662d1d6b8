import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, type SqliteDatabase, sql } from "kysely";
import pg from "pg";
import { SearchPathPostgresDialect } from "./postgres-introspector.ts";
import type { Database } from "./schema.ts";

export type Dialect = "sqlite" | "postgres";

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
}

/** How many compiled statements one SQLite database keeps (the site runs a few hundred distinct queries). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 compiles SQL on every `prepare()`, and Kysely prepares every query it runs: keep the compiled
 * statements by their SQL, the least recently used going first. A statement still being iterated is not shared.
 */
function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(source) {
      const cached = statements.get(source);
      if (cached && !cached.busy) {
        statements.delete(source);
        statements.set(source, cached);
        return cached;
      }
      const statement = database.prepare(source);
      if (!cached) {
        statements.set(source, statement);
        if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      }
      return statement;
    },
  };
}

/**
 * Opens SQLite (`sqlite:/path/file.db`) or PostgreSQL (`postgres://…`) from one URL. On PostgreSQL, `searchPath`
 * puts the connections in one schema (its introspection sees that schema alone: db/postgres-introspector.ts).
 */
export function openDatabase(url: string, options: { searchPath?: string } = {}): Db {
  if (url.startsWith("sqlite:")) {
    const file = url.slice("sqlite:".length);
    if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const database = new SQLite(file);
    database.pragma("journal_mode = WAL");
    database.pragma("synchronous = FULL");
    database.pragma("busy_timeout = 5000");
    database.pragma("foreign_keys = ON");
    return {
      db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) }),
      dialect: "sqlite",
    };
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  return { db: new Kysely<Database>({ dialect: new SearchPathPostgresDialect({ pool }) }), dialect: "postgres" };
}

/**
 * Runs `work` in a write transaction. On PostgreSQL each call is its own transaction. On SQLite writes are committed
 * in groups (docs/decisions/026-group-commit.md): every call that arrives while a commit is in progress waits for the
 * next one, and the next one runs them all in a single BEGIN IMMEDIATE … COMMIT, each inside its own savepoint. A call
 * that throws is rolled back to its savepoint alone; the others commit together, with one fsync for the group instead
 * of one each. A call's promise settles only after the commit that holds it, so nothing is acknowledged unstored.
 * `work` must use the `trx` it is given (one connection), never start another write transaction itself.
 */
export async function writeTransaction<T>(
  { db, dialect }: Db,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (dialect === "postgres") return db.transaction().execute(work);
  return new Promise<T>((resolve, reject) => {
    const queued = writeQueues.get(db);
    const write: QueuedWrite = { work, resolve: resolve as (value: unknown) => void, reject };
    if (queued) queued.push(write);
    else {
      writeQueues.set(db, [write]);
      void commitQueued(db);
    }
  });
}

interface QueuedWrite {
  work: (trx: Kysely<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** The SQLite writes waiting for the next commit, per database handle; absent while nothing is queued or running. */
const writeQueues = new WeakMap<Kysely<Database>, QueuedWrite[]>();

async function commitQueued(db: Kysely<Database>) {
  for (;;) {
    const group = writeQueues.get(db)?.splice(0) ?? [];
    if (group.length === 0) {
      writeQueues.delete(db);
      return;
    }
    const outcomes: (() => void)[] = [];
    try {
      await db.connection().execute(async (connection) => {
        await sql`begin immediate`.execute(connection);
        try {
          for (const write of group) outcomes.push(await runInSavepoint(connection, write));
          await sql`commit`.execute(connection);
        } catch (error) {
          await sql`rollback`.execute(connection);
          throw error;
        }
      });
    } catch (error) {
      // Nothing of the group was committed: every call of it fails.
      for (const write of group) write.reject(error);
      continue;
    }
    for (const settle of outcomes) settle();
  }
}

/** Runs one queued write inside a savepoint; returns how to settle its promise once the group is committed. */
async function runInSavepoint(connection: Kysely<Database>, write: QueuedWrite): Promise<() => void> {
  await sql`savepoint queued_write`.execute(connection);
  try {
    const value = await write.work(connection);
    await sql`release queued_write`.execute(connection);
    return () => write.resolve(value);
  } catch (error) {
    await sql`rollback to queued_write`.execute(connection);
    await sql`release queued_write`.execute(connection);
    return () => write.reject(error);
  }
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
