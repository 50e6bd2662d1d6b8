import { type Kysely, PostgresIntrospector, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, onPostgresServer, type TestDatabase } from "../tests/support/databases.ts";
import { SearchPathIntrospector } from "./postgres-introspector.ts";

const postgres = (await databaseKinds()).find((kind) => kind.name === "postgres");

describe.skipIf(!postgres)("the PostgreSQL introspector", () => {
  let database: TestDatabase;
  const other = `t_other_${Date.now().toString(36)}`;
  beforeAll(async () => {
    database = await postgres!.open();
    await onPostgresServer(
      `create schema ${other}; create table ${other}.kysely_migration (name text); create table ${other}.news_items (x int)`,
    );
  });
  afterAll(async () => {
    await onPostgresServer(`drop schema if exists ${other} cascade`);
    await database.cleanup();
  });

  it("sees the tables of the search path alone, with their columns, and the migration tables only when asked", async () => {
    const introspector = new SearchPathIntrospector(database.db as Kysely<unknown>);
    const tables = await introspector.getTables();
    expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([database.schema]));
    const news = tables.find((table) => table.name === "news_items");
    expect(news?.columns.map((column) => column.name)).toContain("title");
    expect(news?.columns.find((column) => column.name === "id")?.isAutoIncrementing).toBe(true);
    expect(tables.map((table) => table.name)).not.toContain("kysely_migration");
    const all = await introspector.getTables({ withInternalKyselyTables: true });
    expect(all.filter((table) => table.name === "kysely_migration").map((table) => table.schema)).toEqual([
      database.schema,
    ]);
  });

  /**
   * Runs `introspect` in a repeatable-read transaction whose snapshot still holds a schema that another connection
   * has dropped since, as a query running across the drop would see it.
   */
  async function acrossADrop<T>(introspect: (connection: Kysely<unknown>) => Promise<T>): Promise<T> {
    const doomed = `t_doomed_${Date.now().toString(36)}`;
    await onPostgresServer(`create schema ${doomed}; create table ${doomed}.kysely_migration (name text)`);
    return database.db.connection().execute(async (connection) => {
      await sql`begin isolation level repeatable read`.execute(connection);
      try {
        await sql`select count(*) from pg_catalog.pg_namespace`.execute(connection);
        await onPostgresServer(`drop schema ${doomed} cascade`);
        return await introspect(connection as Kysely<unknown>);
      } finally {
        await sql`rollback`.execute(connection);
      }
    });
  }

  it("is not failed by another connection dropping another schema while it reads", async () => {
    // Kysely's own introspector looks every schema up again by name, and fails:
    await expect(acrossADrop((connection) => new PostgresIntrospector(connection).getTables())).rejects.toThrow(
      /schema "t_doomed_\w+" does not exist/,
    );
    const tables = await acrossADrop((connection) => new SearchPathIntrospector(connection).getTables());
    expect(tables.map((table) => table.name)).toContain("news_items");
  });
});
