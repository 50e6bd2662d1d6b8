import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { databaseKinds, type TestDatabase } from "../tests/support/databases.ts";
import type { Db } from "./client.ts";
import { columnsOf } from "./schema.ts";

/** A column as the migrated database holds it: its table, name, declared type, and whether it may be null. */
interface StoredColumn {
  table: string;
  column: string;
  type: string;
  nullable: boolean;
}

/** The columns of every table the migrations made, the migrator's own tables aside. */
async function storedColumns({ db, dialect }: Db): Promise<StoredColumn[]> {
  if (dialect === "postgres") {
    // Only this connection's schema: other test files migrate their own schemas in the same database.
    const { rows } = await sql<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>`
      select table_name, column_name, data_type, is_nullable from information_schema.columns
      where table_schema = current_schema() and table_name not like 'kysely_%'`.execute(db);
    return rows.map((row) => ({
      table: row.table_name,
      column: row.column_name,
      type: row.data_type,
      nullable: row.is_nullable === "YES",
    }));
  }
  const { rows } = await sql<{ table_name: string; column_name: string; type: string; notnull: number; pk: number }>`
    select m.name as table_name, p.name as column_name, p.type, p."notnull", p.pk
    from sqlite_master m join pragma_table_info(m.name) p
    where m.type = 'table' and m.name not like 'sqlite_%' and m.name not like 'kysely_%'
      -- Full-text indexes (FTS5 virtual tables and their shadow tables, migration 008) are indexes, not tables.
      and not exists (select 1 from sqlite_master v where v.type = 'table' and v.sql like 'create virtual table%'
        and (m.name = v.name or substr(m.name, 1, length(v.name) + 1) = v.name || '_'))`.execute(db);
  return rows.map((row) => ({
    table: row.table_name,
    column: row.column_name,
    type: row.type,
    // A primary key is never null on PostgreSQL, nor on SQLite for an integer key; SQLite alone would store a null
    // in a text key (an old quirk it keeps), which nothing writes: the key counts as not null on both.
    nullable: row.notnull === 0 && row.pk === 0,
  }));
}

/** The type family of a declared column type, in the words of the schema's description. */
function familyOf(type: string): string {
  const name = type.toLowerCase();
  if (/^(varchar|character varying|char|character|text)\b/.test(name)) return "text";
  if (/^(integer|int|int2|int4|int8|smallint|bigint|serial)\b/.test(name)) return "integer";
  if (/^(real|double precision|float|numeric)\b/.test(name)) return "real";
  return `unknown type ${type}`;
}

/** A flag is a 0/1 integer in both databases, so it is stored as one. */
const storedFamily = (described: string) => described.replace(/^flag\b/, "integer");

const describedColumns = () =>
  Object.fromEntries(
    Object.entries(columnsOf).flatMap(([table, columns]) =>
      Object.entries(columns).map(([column, kind]) => [`${table}.${column}`, storedFamily(kind)]),
    ),
  );

const kinds = await databaseKinds();

describe.each(kinds)("the schema (db/schema.ts) and the migrated $name database", (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.cleanup();
    database = undefined;
  });

  it("have the same tables and columns, each with the same type family and nullability", async () => {
    database = await kind.open();
    const stored = Object.fromEntries(
      (await storedColumns(database)).map((c) => [
        `${c.table}.${c.column}`,
        c.nullable ? `${familyOf(c.type)} | null` : familyOf(c.type),
      ]),
    );
    expect(Object.keys(stored).length).toBeGreaterThan(100);
    expect(stored).toEqual(describedColumns());
  });
});
