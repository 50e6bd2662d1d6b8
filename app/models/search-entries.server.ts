import type { Kysely } from "kysely";
import { type Db, writeTransaction } from "../../db/client.ts";
import type { Database } from "../../db/schema.ts";
import { translateDocument } from "~/core/page-texts.ts";
import { documentText } from "~/core/search/document-text.ts";
import { pathIn } from "~/messages/language-path.ts";
import { checkDocument, isPageShape } from "~/schemas/page-shapes.ts";
import { documentHref } from "./documents.server.ts";
import { sourceHash } from "./page-translations.server.ts";

/**
 * The search entries (migration 020, decision 053) are rebuilt from the content itself whenever the content versions
 * of the tables they come from have moved: the triggers of migrations 009, 012 and 016 raise those versions in the
 * transaction of every write, whoever writes (the console, a scheduled publish, the seed), so no write path has to
 * remember the search. The first search after a change pays for the rebuild (a few hundred rows).
 */
const SOURCE_TABLES = ["documents", "news_items", "page_revisions", "page_translations", "pages"] as const;

/** The news kinds a visitor can find, and what the results call them; links, social links and the rest are not. */
const NEWS_KINDS = { SN: "news", NB: "notice" } as const;

type NewEntry = Omit<Database["search_entries"], "id">;

/**
 * An entry of the Hindi site: what the Hindi pages show under the Hindi address (decisions 056, 066). Where a page
 * or item has no Hindi text of its own, the Hindi site shows the English text, and a Hindi search finds it there; an
 * English title says so, for the results to mark it (decision 069).
 */
const onHindiSite = (entry: NewEntry, title?: string): NewEntry => ({
  ...entry,
  language: "hi",
  title: title ?? entry.title,
  title_lang: title === undefined ? "en" : null,
  url: pathIn(entry.url, "hi"),
});

async function sourceVersions(db: Kysely<Database>): Promise<string> {
  const rows = await db
    .selectFrom("content_versions")
    .select(["tag", "version"])
    .where("tag", "in", [...SOURCE_TABLES])
    .orderBy("tag")
    .execute();
  return JSON.stringify(rows.map((row) => [row.tag, Number(row.version)]));
}

/** The Hindi of every page's texts (decision 066), by page and by the hash of the English text. */
async function hindiTexts(db: Kysely<Database>): Promise<Map<number, Map<string, string>>> {
  const rows = await db
    .selectFrom("page_translations")
    .select(["page_id", "source_hash", "text"])
    .where("language", "=", "hi")
    .execute();
  const byPage = new Map<number, Map<string, string>>();
  for (const row of rows) {
    if (!byPage.has(row.page_id)) byPage.set(row.page_id, new Map());
    byPage.get(row.page_id)!.set(row.source_hash, row.text);
  }
  return byPage;
}

async function pageEntries(db: Kysely<Database>): Promise<NewEntry[]> {
  const [rows, hindi] = await Promise.all([
    db
      .selectFrom("pages")
      .innerJoin("page_revisions", "page_revisions.id", "pages.published_revision_id")
      .select(["pages.id", "pages.path", "pages.title", "pages.shape", "page_revisions.document"])
      .where("pages.path", "is not", null)
      .execute(),
    hindiTexts(db),
  ]);
  return rows.flatMap((row) => {
    if (!isPageShape(row.shape)) return [];
    // A document its shape refuses is not shown either (the page fails loudly); the search leaves it out.
    const english = JSON.parse(row.document) as unknown;
    const checked = checkDocument(row.shape, english);
    if (!checked.ok) return [];
    const entry = {
      kind: "page",
      language: "en",
      title: row.title,
      title_lang: null,
      body: documentText(checked.value),
      url: row.path!,
      show_from: null,
      show_until: null,
    };
    // The Hindi page as it is shown: its Hindi texts, and English where a text has no current Hindi.
    const translations = hindi.get(row.id) ?? new Map<string, string>();
    const translationOf = (text: string) => translations.get(sourceHash(text));
    const translated = checkDocument(row.shape, translateDocument(english, translationOf).document);
    const hindiEntry = translated.ok ? { ...entry, body: documentText(translated.value) } : entry;
    return [entry, onHindiSite(hindiEntry, (translated.ok && translationOf(row.title)) || undefined)];
  });
}

async function newsEntries(db: Kysely<Database>): Promise<NewEntry[]> {
  const rows = await db
    .selectFrom("news_items")
    .select(["kind", "title", "title_hi", "target_link", "show_from", "show_until"])
    .where("kind", "in", ["SN", "NB"])
    .where("published", "=", 1)
    .execute();
  return rows.flatMap((row) => {
    const entry = {
      kind: NEWS_KINDS[row.kind as keyof typeof NEWS_KINDS],
      language: "en",
      title: row.title,
      title_lang: null,
      body: "",
      url: row.target_link || "/",
      show_from: row.show_from,
      show_until: row.show_until,
    };
    return [entry, onHindiSite(entry, row.title_hi || undefined)];
  });
}

async function documentEntries(db: Kysely<Database>): Promise<NewEntry[]> {
  const rows = await db.selectFrom("documents").select(["slug", "title"]).execute();
  return rows.flatMap((row) => {
    const entry = {
      kind: "document",
      language: "en",
      title: row.title,
      title_lang: null,
      body: "",
      url: documentHref(row.slug),
      show_from: null,
      show_until: null,
    };
    return [entry, onHindiSite(entry)];
  });
}

/** Rebuilds the entries when the content has changed since they were built; true when it rebuilt them. */
export async function refreshSearchEntries(database: Db, now: Date = new Date()): Promise<boolean> {
  const stored = await database.db
    .selectFrom("search_index_state")
    .select("versions")
    .where("name", "=", "site")
    .executeTakeFirst();
  if (stored?.versions === (await sourceVersions(database.db))) return false;
  return writeTransaction(database, async (trx) => {
    // The write comes first, so it takes the lock (the row on PostgreSQL, the database on SQLite) before looking
    // again: another process may have rebuilt the entries meanwhile.
    await trx
      .updateTable("search_index_state")
      .set({ built_at: now.toISOString() })
      .where("name", "=", "site")
      .execute();
    const versions = await sourceVersions(trx);
    const current = await trx
      .selectFrom("search_index_state")
      .select("versions")
      .where("name", "=", "site")
      .executeTakeFirst();
    if (current?.versions === versions) return false;
    // Versions read before the content: a write landing in between makes them differ again, never hides a change.
    const entries = [...(await pageEntries(trx)), ...(await newsEntries(trx)), ...(await documentEntries(trx))];
    await trx.deleteFrom("search_entries").execute();
    for (let i = 0; i < entries.length; i += 100) {
      await trx
        .insertInto("search_entries")
        .values(entries.slice(i, i + 100))
        .execute();
    }
    await trx.updateTable("search_index_state").set({ versions }).where("name", "=", "site").execute();
    return true;
  });
}
