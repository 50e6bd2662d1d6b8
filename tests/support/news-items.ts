import type { Db } from "../../db/client.ts";
import type { NewsKind } from "../../db/schema.ts";

/**
 * Adds a published news item of `kind` (the notice board's "NB", the ticker's "SN"…) with an optional show window
 * (UTC instants as the console stores them, show_until exclusive).
 */
export const addNewsItem = (
  database: Db,
  kind: NewsKind,
  title: string,
  window: { from?: string; until?: string } = {},
) =>
  database.db
    .insertInto("news_items")
    .values({
      kind,
      title,
      target_link: "",
      is_new: 0,
      created_at: new Date().toISOString(),
      sort_order: 0,
      published: 1,
      show_from: window.from ?? null,
      show_until: window.until ?? null,
    })
    .execute();
