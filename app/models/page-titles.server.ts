import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { sourceHash } from "./page-translations.server.ts";

/* The names of published pages for the HTML site map (decision 051), in English and in another language (066). */

/** The title of every published page that has an address (for the site map), keyed by its path in lower case. */
export async function listPublishedPageTitles(db: Kysely<Database>): Promise<Record<string, string>> {
  const rows = await publishedTitles(db);
  return Object.fromEntries(rows.map((row) => [row.path!.toLowerCase(), row.title]));
}

/**
 * The titles of published pages that have a translation into `language` (decision 066), keyed by path in lower case;
 * a page whose title has none is left out.
 */
export async function listTranslatedPageTitles(
  db: Kysely<Database>,
  language: string,
): Promise<Record<string, string>> {
  const rows = await publishedTitles(db);
  if (rows.length === 0) return {};
  const found = await db
    .selectFrom("page_translations")
    .select(["page_id", "source_hash", "text"])
    .where("language", "=", language)
    .where(
      "source_hash",
      "in",
      rows.map((row) => sourceHash(row.title)),
    )
    .execute();
  const translated = new Map(found.map((row) => [`${row.page_id} ${row.source_hash}`, row.text]));
  return Object.fromEntries(
    rows.flatMap((row) => {
      const text = translated.get(`${row.id} ${sourceHash(row.title)}`);
      return text ? [[row.path!.toLowerCase(), text]] : [];
    }),
  );
}

const publishedTitles = (db: Kysely<Database>) =>
  db
    .selectFrom("pages")
    .select(["id", "path", "title"])
    .where("path", "is not", null)
    .where("published_revision_id", "is not", null)
    .execute();
