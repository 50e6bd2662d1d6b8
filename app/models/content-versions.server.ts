import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";

/** The version of every site-content table; triggers raise it on every write (migration 009). */
export async function readContentVersions(db: Kysely<Database>): Promise<{ tag: string; version: number }[]> {
  return db.selectFrom("content_versions").select(["tag", "version"]).execute();
}

const columnCache = new Map<string, Set<string>>();

async function columnsOf(db: Kysely<Database>, table: string): Promise<Set<string>> {
  if (!columnCache.has(table)) {
    for (const meta of await db.introspection.getTables()) {
      columnCache.set(meta.name, new Set(meta.columns.map((column) => column.name)));
    }
  }
  return columnCache.get(table) ?? new Set();
}

/**
 * The next instant after `at` at which a row of `table` enters or leaves its show window (show_from, show_until), or
 * undefined when none will or the table has no show window.
 */
export async function nextShowWindowChange(db: Kysely<Database>, table: string, at: Date): Promise<Date | undefined> {
  const columns = await columnsOf(db, table);
  if (!columns.has("show_from") || !columns.has("show_until")) return undefined;
  const after = at.toISOString();
  const row = await db
    .selectFrom(sql.table(table).as("t") as never)
    .select([
      sql<string | null>`min(case when show_from > ${after} then show_from end)`.as("opens"),
      sql<string | null>`min(case when show_until > ${after} then show_until end)`.as("closes"),
    ])
    .executeTakeFirst();
  const instants = [row?.opens, row?.closes].filter((value): value is string => Boolean(value)).map(Date.parse);
  return instants.length === 0 ? undefined : new Date(Math.min(...instants));
}
