import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import type { Dialect } from "./client.ts";
import { columnsOf } from "./schema.ts";

/** The app's tables (db/schema.ts), whose rows a backup counts. */
export const backedUpTables = Object.keys(columnsOf).sort();

export type RowCounts = Record<string, number>;

/** Where a database URL points: its dialect and, for SQLite, the file. */
export function databaseOf(url: string): { dialect: Dialect; file?: string } {
  if (url.startsWith("sqlite:")) {
    const file = url.slice("sqlite:".length);
    if (file === ":memory:") throw new Error("An in-memory SQLite database cannot be backed up or restored.");
    return { dialect: "sqlite", file: path.resolve(file) };
  }
  return { dialect: "postgres" };
}

export interface PostgresOptions {
  /** Only this schema (the tests give each file its own); the whole database when absent. */
  schema?: string;
}

/**
 * Copies the database to `target` while the site keeps writing: SQLite through its online backup API in one step
 * (one read transaction, so a concurrent commit cannot restart it), PostgreSQL with `pg_dump` in its custom format
 * inside an exported snapshot. Returns the rows per table of exactly what was copied.
 */
export async function dumpDatabase(url: string, target: string, options: PostgresOptions = {}): Promise<RowCounts> {
  const { dialect, file } = databaseOf(url);
  if (dialect === "sqlite") {
    if (!fs.existsSync(file!)) throw new Error(`There is no SQLite database at ${file}.`);
    const source = new SQLite(file!, { fileMustExist: true });
    try {
      source.pragma("busy_timeout = 5000");
      await source.backup(target, { progress: () => 0x7fffffff });
    } finally {
      source.close();
    }
    // The copy is one self-contained file: out of WAL mode, so opening it leaves no -wal or -shm beside it.
    const copy = new SQLite(target, { fileMustExist: true });
    copy.pragma("journal_mode = delete");
    copy.close();
    return countSqliteRows(target);
  }
  return dumpPostgres(url, target, options);
}

/** Rows per table of a SQLite file, after SQLite's integrity check has passed. */
export function countSqliteRows(file: string): RowCounts {
  const database = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const problems = database.pragma("integrity_check", { simple: false }) as { integrity_check: string }[];
    if (problems[0]?.integrity_check !== "ok") {
      throw new Error(`The SQLite database ${file} failed its integrity check: ${problems[0]?.integrity_check}`);
    }
    const counts: RowCounts = {};
    for (const table of backedUpTables) {
      const row = database.prepare(`select count(*) as n from "${table}"`).get() as { n: number };
      counts[table] = row.n;
    }
    return counts;
  } finally {
    database.close();
  }
}

function postgresClient(url: string, options: PostgresOptions) {
  return new pg.Client({
    connectionString: url,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
}

async function countPostgresRows(client: pg.Client): Promise<RowCounts> {
  const counts: RowCounts = {};
  for (const table of backedUpTables) {
    const result = await client.query<{ n: string }>(`select count(*) as n from "${table}"`);
    counts[table] = Number(result.rows[0]!.n);
  }
  return counts;
}

async function dumpPostgres(url: string, target: string, options: PostgresOptions): Promise<RowCounts> {
  const client = postgresClient(url, options);
  await client.connect();
  try {
    // pg_dump reads the snapshot this transaction exports, so the counts and the dump see the same rows.
    await client.query("begin isolation level repeatable read read only");
    const snapshot = (await client.query<{ id: string }>("select pg_export_snapshot() as id")).rows[0]!.id;
    const counts = await countPostgresRows(client);
    await runTool(
      "pg_dump",
      [
        "--format=custom",
        "--no-owner",
        "--no-privileges",
        `--snapshot=${snapshot}`,
        `--file=${target}`,
        ...(options.schema ? [`--schema=${options.schema}`] : []),
        ...connectionArgs(url),
      ],
      url,
    );
    await client.query("commit");
    return counts;
  } finally {
    await client.end();
  }
}

/** True when the PostgreSQL database holds any table outside the system schemas. */
export async function postgresHasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return Number(result.rows[0]!.n) > 0;
  } finally {
    await client.end();
  }
}

/**
 * Loads a `pg_dump` file into the database at `url` with `pg_restore`; `clean` first drops what the dump recreates.
 * The trigram indexes need pg_trgm, which a dump of one schema does not carry, so it is created first as the
 * migrations do.
 */
export async function restorePostgres(url: string, dump: string, options: { clean: boolean } & PostgresOptions) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("create extension if not exists pg_trgm with schema public");
  } finally {
    await client.end();
  }
  await runTool(
    "pg_restore",
    [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      "--single-transaction",
      ...(options.clean ? ["--clean", "--if-exists"] : []),
      ...connectionArgs(url),
      dump,
    ],
    url,
  );
  const check = postgresClient(url, options);
  await check.connect();
  try {
    return await countPostgresRows(check);
  } finally {
    await check.end();
  }
}

/** The connection for a client tool: the URL without its password, which goes in PGPASSWORD, out of `ps`. */
function connectionArgs(url: string): string[] {
  return [`--dbname=${withoutPassword(url).url}`];
}

function withoutPassword(url: string): { url: string; password?: string } {
  const parsed = new URL(url);
  if (!parsed.password) return { url };
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { url: parsed.toString(), password };
}

/** Runs a PostgreSQL client tool found on PATH; a missing tool is named with what to install. */
function runTool(tool: string, args: string[], url: string): Promise<void> {
  const { password } = withoutPassword(url);
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      stdio: ["ignore", "ignore", "pipe"],
      env: password ? { ...process.env, PGPASSWORD: password } : process.env,
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new Error(
              `${tool} was not found on PATH: install the PostgreSQL client tools of the server's major version or newer (Debian: apt-get install postgresql-client).`,
            )
          : error,
      );
    });
    child.on("close", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${tool} failed (exit code ${code}): ${stderr.trim()}`));
    });
  });
}
