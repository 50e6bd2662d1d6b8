import type { Kysely } from "kysely";
import type { Dialect } from "../client.ts";

/**
 * The language of a search entry's title where it is not the entry's own (decision 069): "en" for an entry of the
 * Hindi site whose title has no Hindi (a page, a news item or a library document), so the results mark it as English.
 * The stored state is cleared so the next search builds the entries again, with it.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable("search_entries").addColumn("title_lang", "varchar(8)").execute();
  await db
    .updateTable("search_index_state" as never)
    .set({ versions: "" } as never)
    .execute();
}
