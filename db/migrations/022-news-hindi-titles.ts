import type { Kysely } from "kysely";
import type { Dialect } from "../client.ts";

/**
 * An optional Hindi title for each news item, notice and link (GIGW, issue 15): the Hindi pages show it, or the
 * English title while there is none. The legacy JSON API keeps its English shapes.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable("news_items").addColumn("title_hi", "varchar(1000)").execute();
}
