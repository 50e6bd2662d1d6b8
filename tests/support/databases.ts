import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { sql } from "kysely";
import { type Db, openDatabase } from "../../db/client.ts";
import { migrateBefore, migrateToLatest } from "../../db/migrate.ts";

export interface TestDatabase extends Db {
  /** Drops what the test created: the SQLite file, or the PostgreSQL schema. */
  cleanup(): Promise<void>;
  /** A second, independent connection to the same database, as another process would open it. */
  reopen(): Db;
  /** The database's URL, as DATABASE_URL would give it. */
  url: string;
  /** PostgreSQL: the schema this test's tables are in. */
  schema?: string;
}

export interface DatabaseKind {
  name: "sqlite" | "postgres";
  /** A new database, migrated to the latest, or only up to the migration before `before` (a migration's test). */
  open(options?: { before?: string }): Promise<TestDatabase>;
}

const migrate = (database: Db, options: { before?: string } = {}) =>
  options.before ? migrateBefore(database, options.before) : migrateToLatest(database);

/** The PostgreSQL server the tests use (TEST_POSTGRES_URL=off skips its runs). */
export const pgUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** Runs one statement on the PostgreSQL server, as its administrator would (a database or schema of a test's own). */
export async function onPostgresServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of the database `name` on the tests' PostgreSQL server, as DATABASE_URL would give it. */
export const postgresDatabaseUrl = (name: string) => Object.assign(new URL(pgUrl), { pathname: `/${name}` }).href;

async function postgresSkipReason(): Promise<string | null> {
  if (process.env.TEST_POSTGRES_URL === "off") return "TEST_POSTGRES_URL=off";
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return null;
  } catch (error) {
    return `PostgreSQL not reachable at ${pgUrl.replace(/\/\/[^@]*@/, "//")}: ${(error as Error).message}`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const sqlite: DatabaseKind = {
  name: "sqlite",
  async open(options) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "college-db-"));
    const url = `sqlite:${path.join(dir, "test.db")}`;
    const database = openDatabase(url);
    await migrate(database, options);
    return {
      ...database,
      reopen: () => openDatabase(url),
      url,
      async cleanup() {
        await database.db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

const postgres: DatabaseKind = {
  name: "postgres",
  async open(options) {
    // Each test file gets its own schema, so files can run side by side on one database.
    const schema = `t_${randomBytes(6).toString("hex")}`;
    await onPostgresServer(`create schema ${schema}`);
    const database = openDatabase(pgUrl, { searchPath: schema });
    await migrate(database, options);
    return {
      ...database,
      reopen: () => openDatabase(pgUrl, { searchPath: schema }),
      url: pgUrl,
      schema,
      async cleanup() {
        await database.db.destroy();
        await onPostgresServer(`drop schema ${schema} cascade`);
      },
    };
  },
};

let reported = false;

/** SQLite always; PostgreSQL too when one answers (the run says why when it does not). */
export async function databaseKinds(): Promise<DatabaseKind[]> {
  const reason = await postgresSkipReason();
  if (reason && !reported) {
    reported = true;
    console.warn(`Skipping the PostgreSQL runs of the integration tests: ${reason}`);
  }
  return reason ? [sqlite] : [sqlite, postgres];
}

/** Every column of every table of a test database, read from the database itself (the erasure tests' coverage). */
export async function tableColumns(database: TestDatabase): Promise<{ table: string; column: string }[]> {
  const query =
    database.dialect === "postgres"
      ? sql<{ table: string; column: string }>`select table_name as table, column_name as column
          from information_schema.columns where table_schema = current_schema()`
      : sql<{ table: string; column: string }>`select m.name as "table", p.name as "column"
          from sqlite_master m join pragma_table_info(m.name) p where m.type = 'table'`;
  return (await query.execute(database.db)).rows;
}
