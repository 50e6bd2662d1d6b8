import { type Kysely, type SqlBool, sql } from "kysely";
import type { Db } from "../../db/client.ts";
import type { Database } from "../../db/schema.ts";
import { queryTerms } from "~/core/search/query-terms.ts";
import { type SnippetPart, snippetOf } from "~/core/search/snippet.ts";
import { nowIso } from "./listing.server.ts";
import { refreshSearchEntries } from "./search-entries.server.ts";

export type SearchKind = "page" | "news" | "notice" | "document";

export interface SearchResult {
  kind: SearchKind;
  title: string;
  /** "en" for a title shown in English in the Hindi site's results, having no Hindi (decision 069). */
  lang?: "en";
  url: string;
  /** The title and a stretch of the text, with the matched words marked. */
  titleParts: SnippetPart[];
  snippet: SnippetPart[];
}

export interface SearchPage {
  /** The words searched for (empty when the query held none: only signs, emoji…). */
  terms: string[];
  results: SearchResult[];
  /** Whether a next page of results exists. */
  hasMore: boolean;
}

export const RESULTS_PER_PAGE = 20;

/** Only what is shown now: an item whose show window has not begun or has ended is not found. */
const shownNow = (now: string) =>
  sql<SqlBool>`(search_entries.show_from is null or search_entries.show_from <= ${now})
    and (search_entries.show_until is null or search_entries.show_until > ${now})`;

interface Found {
  kind: string;
  title: string;
  title_lang: string | null;
  url: string;
  body: string;
}

/**
 * SQLite: every term a quoted prefix (`"fee"*`), all required; the terms hold only letters, digits and marks, so
 * nothing in them is FTS5 syntax. Title matches weigh ten times body matches.
 */
function sqliteSearch(db: Kysely<Database>, terms: string[], language: string, now: string, offset: number) {
  const match = terms.map((term) => `"${term}"*`).join(" ");
  return sql<Found>`select search_entries.kind, search_entries.title, search_entries.title_lang, search_entries.url, search_entries.body
    from search_entries_text join search_entries on search_entries.id = search_entries_text.rowid
    where search_entries_text match ${match} and search_entries.language = ${language} and ${shownNow(now)}
    order by bm25(search_entries_text, 10.0, 1.0), search_entries.id
    limit ${RESULTS_PER_PAGE + 1} offset ${offset}`.execute(db);
}

/** PostgreSQL: the `simple` configuration and the expression of the GIN index (migration 020); prefix terms. */
function postgresSearch(db: Kysely<Database>, terms: string[], language: string, now: string, offset: number) {
  const query = terms.map((term) => `'${term}':*`).join(" & ");
  const tsquery = sql`to_tsquery('simple', ${query})`;
  return sql<Found>`select search_entries.kind, search_entries.title, search_entries.title_lang, search_entries.url, search_entries.body
    from search_entries
    where to_tsvector('simple', title || ' ' || body) @@ ${tsquery}
      and search_entries.language = ${language} and ${shownNow(now)}
    order by ts_rank(setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', body), 'D'),
      ${tsquery}) desc, search_entries.id
    limit ${RESULTS_PER_PAGE + 1} offset ${offset}`.execute(db);
}

/**
 * One page of the site search: published pages (their title and text), news, notices and library documents' titles
 * in `language`, best first. The query may be anything a visitor typed; it is cut into words here (queryTerms), so
 * no input reaches either database's query syntax. Callers refuse overlong queries before asking.
 */
export async function searchSite(
  database: Db,
  options: { query: string; language: string; page: number; now?: Date },
): Promise<SearchPage> {
  const terms = queryTerms(options.query);
  if (terms.length === 0) return { terms, results: [], hasMore: false };
  await refreshSearchEntries(database);
  const now = options.now ? options.now.toISOString() : nowIso();
  const offset = (Math.max(1, Math.floor(options.page)) - 1) * RESULTS_PER_PAGE;
  const search = database.dialect === "postgres" ? postgresSearch : sqliteSearch;
  const { rows } = await search(database.db, terms, options.language, now, offset);
  return {
    terms,
    results: rows.slice(0, RESULTS_PER_PAGE).map((row) => ({
      kind: row.kind as SearchKind,
      title: row.title,
      ...(row.title_lang === "en" ? { lang: "en" as const } : {}),
      url: row.url,
      titleParts: snippetOf(row.title, terms),
      snippet: row.body ? snippetOf(row.body, terms) : [],
    })),
    hasMore: rows.length > RESULTS_PER_PAGE,
  };
}
