import { type Kysely, sql } from "kysely";
import type { Dialect } from "../client.ts";
import { withId } from "./column-helpers.ts";

/**
 * Site search (decision 053): `search_entries` holds what a visitor can find (published pages' text, news, notices,
 * library documents' titles), rebuilt by app/models/search.server.ts whenever the content versions it was built from
 * have moved; `search_index_state` remembers those versions. The full-text index is the only dialect-specific part:
 * an FTS5 table kept in step by triggers on SQLite, a GIN index on an expression on PostgreSQL. This migration
 * depends on no other since 016.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable("search_entries"), dialect)
    .addColumn("kind", "varchar(16)", (col) => col.notNull())
    .addColumn("language", "varchar(8)", (col) => col.notNull().defaultTo("en"))
    .addColumn("title", "varchar(500)", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("url", "varchar(1000)", (col) => col.notNull())
    .addColumn("show_from", "varchar(32)")
    .addColumn("show_until", "varchar(32)")
    .execute();
  await db.schema
    .createTable("search_index_state")
    .addColumn("name", "varchar(20)", (col) => col.primaryKey())
    .addColumn("versions", "text", (col) => col.notNull())
    .addColumn("built_at", "varchar(32)")
    .execute();
  // Empty versions never equal the content's: the first search builds the entries.
  await db
    .insertInto("search_index_state" as never)
    .values({ name: "site", versions: "" } as never)
    .execute();

  if (dialect === "postgres") {
    // The `simple` configuration lower-cases words and keeps them whole in any script (no English stemming, which
    // would be wrong for Hindi); the model's queries use this same expression, so they use the index.
    await sql`create index search_entries_text on search_entries
      using gin (to_tsvector('simple', title || ' ' || body))`.execute(db);
    return;
  }
  // unicode61 splits words at any character outside its categories, and by default combining marks (Devanagari's
  // vowel signs and virama, category M) are outside: "शुल्क" would become "श ल क". Keeping M* in words keeps it whole.
  await sql`create virtual table search_entries_text using fts5(title, body, content='search_entries',
    content_rowid='id', tokenize="unicode61 categories 'L* N* Co M*'")`.execute(db);
  const row = (prefix: "new" | "old") => sql.raw(`${prefix}.id, ${prefix}.title, ${prefix}.body`);
  const remove = sql`insert into search_entries_text (search_entries_text, rowid, title, body)
    values ('delete', ${row("old")})`;
  const add = sql`insert into search_entries_text (rowid, title, body) values (${row("new")})`;
  await sql`create trigger search_entries_insert after insert on search_entries begin ${add}; end`.execute(db);
  await sql`create trigger search_entries_delete after delete on search_entries begin ${remove}; end`.execute(db);
  await sql`create trigger search_entries_update after update on search_entries begin ${remove}; ${add}; end`.execute(
    db,
  );
}
