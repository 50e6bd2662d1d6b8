import type { Kysely } from "kysely";
import { type Db, writeTransaction } from "../../db/client.ts";
import type { Database } from "../../db/schema.ts";
import { documentText } from "~/core/search/document-text.ts";
import { pathIn } from "~/messages/language-path.ts";
import { checkDocument, isPageShape } from "~/schemas/page-shapes.ts";
import { documentHref } from "./documents.server.ts";

/**
 * The search entries (migration 020, decision 053) are rebuilt from the content itself whenever the content versions
 * of the tables they come from have moved: the triggers of migrations 009, 012 and 016 raise those versions in the
 * transaction of every write, whoever writes (the console, a scheduled publish, the seed), so no write path has to
 * remember the search. The first search after a change pays for the rebuild (a few hundred rows).
 */
const SOURCE_TABLES = ["documents", "news_items", "page_revisions", "pages"] as const;

/** The news kinds a visitor can find, and what the results call them; links, social links and the rest are not. */
const NEWS_KINDS = { SN: "news", NB: "notice" } as const;

type NewEntry = Omit<Database["search_entries"], "id">;

/**
 * An entry of the Hindi site: what the Hindi pages show under the Hindi address (decision 056). Until a page or item
 * has Hindi text of its own, the Hindi site shows the English text, and a Hindi search finds it there.
 */
const onHindiSite = (entry: NewEntry, title = entry.title): NewEntry => ({
  ...entry,
  language: "hi",
  title,
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

async function pageEntries(db: Kysely<Database>): Promise<NewEntry[]> {
  const rows = await db
    .selectFrom("pages")
    .innerJoin("page_revisions", "page_revisions.id", "pages.published_revision_id")
    .select(["pages.path", "pages.title", "pages.shape", "page_revisions.document"])
    .where("pages.path", "is not", null)
    .execute();
  return rows.flatMap((row) => {
    if (!isPageShape(row.shape)) return [];
    // A document its shape refuses is not shown either (the page fails loudly); the search leaves it out.
    const checked = checkDocument(row.shape, JSON.parse(row.document));
    if (!checked.ok) return [];
    const body = documentText(checked.value);
    const entry = {
      kind: "page",
      language: "en",
      title: row.title,
      body,
      url: row.path!,
      show_from: null,
      show_until: null,
    };
    return [entry, onHindiSite(entry)];
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
      body: "",
      url: row.target_link || "/",
      show_from: row.show_from,
      show_until: row.show_until,
    };
    return [entry, onHindiSite(entry, row.title_hi || row.title)];
  });
}

async function documentEntries(db: Kysely<Database>): Promise<NewEntry[]> {
  const rows = await db.selectFrom("documents").select(["slug", "title"]).execute();
  return rows.flatMap((row) => {
    const entry = {
      kind: "document",
      language: "en",
      title: row.title,
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
