import type { Kysely } from "kysely";
import type { Dialect } from "../client.ts";

/**
 * The language an application was sent in (issue 15): the applicant's mails about it — the status changes, like the
 * receipt — are written in it. Applications sent before were English, the site's only language then.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable("applications")
    .addColumn("language", "varchar(8)", (column) => column.notNull().defaultTo("en"))
    .execute();
}
