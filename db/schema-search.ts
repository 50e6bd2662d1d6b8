import type { Generated } from "kysely";

/*
 * The site search's tables (migration 020, decision 053), kept beside db/schema.ts, which gathers them into its
 * `Database` and `columnsOf`. The full-text index itself (an FTS5 table on SQLite, a GIN index on PostgreSQL) is
 * not a table here: only app/models/search.server.ts reads it.
 */

/** What a visitor can find: a published page, a news item, a notice or a library document, in one language. */
export interface SearchEntryTable {
  id: Generated<number>;
  /** "page", "news", "notice" or "document". */
  kind: string;
  /** "en" today; Hindi rows ("hi") come with the Hindi pages. */
  language: string;
  title: string;
  /** The title's language where it is not the entry's: "en" on a Hindi entry whose title has no Hindi (033). */
  title_lang: string | null;
  /** The text the item shows, words only (no addresses, file names or codes). */
  body: string;
  /** Where the result links to: a site path or an address a news item links to. */
  url: string;
  /** The item's show window (news and notices), UTC ISO instants; null for no limit. */
  show_from: string | null;
  show_until: string | null;
}

/** One row, "site": the content versions the entries were built from (JSON), so a change is seen by comparing. */
export interface SearchIndexStateTable {
  name: string;
  versions: string;
  built_at: string | null;
}

export interface SearchTables {
  search_entries: SearchEntryTable;
  search_index_state: SearchIndexStateTable;
}

/** The runtime twin of these interfaces, spread into `columnsOf` (db/schema.ts), which the compiler checks. */
export const searchColumnsOf = {
  search_entries: {
    id: "integer",
    kind: "text",
    language: "text",
    title: "text",
    title_lang: "text | null",
    body: "text",
    url: "text",
    show_from: "text | null",
    show_until: "text | null",
  },
  search_index_state: { name: "text", versions: "text", built_at: "text | null" },
} as const;
