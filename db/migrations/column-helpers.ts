import type { CreateTableBuilder, Kysely } from "kysely";
import type { Dialect } from "../client.ts";

/** The only dialect-specific DDL: an auto-numbered integer primary key. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === "postgres"
    ? table.addColumn("id", "serial", (col) => col.primaryKey())
    : table.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement());
}

/** Adds the order and published columns every list item has. */
export function withListing<T extends string>(table: CreateTableBuilder<T, never>) {
  return table
    .addColumn("sort_order", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("published", "integer", (col) => col.notNull().defaultTo(1));
}

export type MigrationFn = (db: Kysely<unknown>, dialect: Dialect) => Promise<void>;
