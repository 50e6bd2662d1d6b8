import type { Kysely } from "kysely";
import type { Database, NewsKind } from "../../db/schema.ts";
import { sanitizeInlineHtml } from "~/core/sanitize.server.ts";
import { isTrue, shownNow } from "./listing.server.ts";

/** News-type codes the public API accepts (spec §3); IM, the second link list, has none. */
export const newsTypeCodes = ["SN", "NB", "UL", "SM", "IL"] as const;
export type NewsTypeCode = (typeof newsTypeCodes)[number];

export interface NewsItem {
  id: number;
  title: string;
  targetLink: string;
  isNew: boolean;
}

/** Published items of one kind, in their order. IM titles are HTML and must be sanitised before rendering. */
export async function listNews(db: Kysely<Database>, kind: NewsKind): Promise<NewsItem[]> {
  const rows = await db
    .selectFrom("news_items")
    .select(["id", "title", "target_link", "is_new"])
    .where("kind", "=", kind)
    .where(shownNow("news_items"))
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    targetLink: row.target_link,
    isNew: isTrue(row.is_new),
  }));
}

/** The second link list (ImLink): titles are HTML from the database, sanitised here before any page sees them. */
export async function listSecondLinks(
  db: Kysely<Database>,
): Promise<{ id: number; titleHtml: string; targetLink: string }[]> {
  return (await listNews(db, "IM")).map((item) => ({
    id: item.id,
    titleHtml: sanitizeInlineHtml(item.title),
    targetLink: item.targetLink,
  }));
}
