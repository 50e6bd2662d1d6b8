import { type Kysely, sql } from "kysely";
import type { Database, NewsKind } from "../../db/schema.ts";
import { sanitizeInlineHtml } from "~/core/sanitize.server.ts";
import type { Language } from "~/messages/catalogue.ts";
import { isTrue, nowIso, shownNow } from "./listing.server.ts";

/** News-type codes the public API accepts (spec §3); IM, the second link list, has none. */
export const newsTypeCodes = ["SN", "NB", "UL", "SM", "IL"] as const;
export type NewsTypeCode = (typeof newsTypeCodes)[number];

export interface NewsItem {
  id: number;
  title: string;
  /** "en" when a page in another language shows the English title, which has no translation (decision 069). */
  lang?: "en";
  targetLink: string;
  isNew: boolean;
}

/**
 * An item's title in a language: on a Hindi page its Hindi title, or its English one while it has none, then
 * marked as English (decision 069; only then, so an English page's and the legacy API's items are as before).
 */
const titleIn = (row: { title: string; title_hi: string | null }, language: Language) =>
  language === "hi" && row.title_hi ? { title: row.title_hi } : { title: row.title, ...englishOn(language) };
const englishOn = (language: Language): { lang?: "en" } => (language === "en" ? {} : { lang: "en" });

/**
 * Published items of each of `kinds`, each list in its order, titled in `language` (the legacy API asks for
 * English): one query for the lists a page shows together. IM titles are HTML: `secondLinks` sanitises them.
 */
export async function listNewsOfKinds<Kind extends NewsKind>(
  db: Kysely<Database>,
  kinds: readonly Kind[],
  language: Language = "en",
): Promise<Record<Kind, NewsItem[]>> {
  const rows = await db
    .selectFrom("news_items")
    .select(["kind", "id", "title", "title_hi", "target_link", "is_new"])
    .where("kind", "in", kinds)
    .where(shownNow("news_items"))
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  const lists = Object.fromEntries(kinds.map((kind) => [kind, []])) as unknown as Record<Kind, NewsItem[]>;
  for (const row of rows) {
    lists[row.kind as Kind].push({
      id: row.id,
      ...titleIn(row, language),
      targetLink: row.target_link,
      isNew: isTrue(row.is_new),
    });
  }
  return lists;
}

/** Published items of one kind, in their order, titled in `language`. */
export async function listNews(db: Kysely<Database>, kind: NewsKind, language: Language = "en"): Promise<NewsItem[]> {
  return (await listNewsOfKinds(db, [kind], language))[kind];
}

/** The second link list (ImLink, the IM items): their titles are HTML, sanitised here before a page shows them. */
export function secondLinks(items: NewsItem[]): { id: number; titleHtml: string; lang?: "en"; targetLink: string }[] {
  return items.map((item) => ({
    id: item.id,
    titleHtml: sanitizeInlineHtml(item.title),
    ...(item.lang ? { lang: item.lang } : {}),
    targetLink: item.targetLink,
  }));
}

/** The kinds of item the archive and the feeds carry: latest news and the notice board. */
export const datedNewsKinds = ["SN", "NB"] as const satisfies NewsKind[];
export type DatedNewsKind = (typeof datedNewsKinds)[number];

export interface DatedNewsItem {
  id: number;
  kind: DatedNewsKind;
  title: string;
  lang?: "en";
  targetLink: string;
  /** When it was first shown: its show-from instant, else when it was added. */
  shownFrom: string;
  /** The first instant it was no longer shown (null: no end). */
  shownUntil: string | null;
}

const datedColumns = [
  "id",
  "kind",
  "title",
  "title_hi",
  "target_link",
  "show_from",
  "show_until",
  "created_at",
] as const;

type DatedRow = {
  id: number;
  kind: NewsKind;
  title: string;
  title_hi: string | null;
  target_link: string;
  show_from: string | null;
  show_until: string | null;
  created_at: string;
};

function toDated(row: DatedRow, language: Language): DatedNewsItem {
  return {
    id: row.id,
    kind: row.kind as DatedNewsKind,
    ...titleIn(row, language),
    targetLink: row.target_link,
    shownFrom: row.show_from ?? row.created_at,
    shownUntil: row.show_until,
  };
}

/**
 * News and notices whose show window has ended (GIGW's content archival): published items only, the most recently
 * ended first. Nothing an editor published and let expire disappears from the site.
 */
export async function listArchivedNews(
  db: Kysely<Database>,
  language: Language,
  now: string = nowIso(),
): Promise<DatedNewsItem[]> {
  const rows = await db
    .selectFrom("news_items")
    .select(datedColumns)
    .where("kind", "in", datedNewsKinds)
    .where("published", "=", 1)
    .where("show_until", "is not", null)
    .where("show_until", "<=", now)
    .orderBy("show_until", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => toDated(row, language));
}

/** Items of one kind shown now, newest first, with their dates: a feed's entries. */
export async function listDatedNews(
  db: Kysely<Database>,
  kind: DatedNewsKind,
  language: Language,
  limit = 50,
): Promise<DatedNewsItem[]> {
  const rows = await db
    .selectFrom("news_items")
    .select(datedColumns)
    .where("kind", "=", kind)
    .where(shownNow("news_items"))
    .orderBy(sql`coalesce(show_from, created_at)`, "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => toDated(row, language));
}
