import { type Kysely, sql } from "kysely";
import type { Dialect } from "../client.ts";

/**
 * The addresses of pages editors deleted (decision 049): the public catch-all answers 410 Gone there, so search
 * engines drop them, until a new page takes the address. Never cached (only 200 answers are), so no content version.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("gone_pages")
    .addColumn("path", "varchar(200)", (col) => col.primaryKey())
    .addColumn("deleted_at", "varchar(32)", (col) => col.notNull())
    .execute();
  // Matched in any letter case, as the router and page_redirects match.
  await db.schema
    .createIndex("gone_pages_path")
    .on("gone_pages")
    .expression(sql`lower(path)`)
    .unique()
    .execute();
}
