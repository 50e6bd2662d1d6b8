import type { Kysely } from "kysely";
import type { Dialect } from "../client.ts";
import { withId } from "./column-helpers.ts";

/**
 * Grievances linked to a data-rights request (decision 070): the office links the grievances a person lodged, by
 * their numbers, as it links an application, so the access answer lists them and a confirmed erasure removes them.
 * The link keeps the number as linked: when the grievance is erased the link loses `grievance_id` and gets
 * `erased_at`, and the request still says what was erased (its own record, like the application's link).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable("data_rights_grievances"), dialect)
    .addColumn("request_id", "integer", (col) =>
      col.notNull().references("data_rights_requests.id").onDelete("cascade"),
    )
    .addColumn("grievance_number", "varchar(20)", (col) => col.notNull())
    // Null once the grievance is erased.
    .addColumn("grievance_id", "integer", (col) => col.references("grievances.id").onDelete("set null"))
    .addColumn("linked_at", "varchar(32)", (col) => col.notNull())
    .addColumn("linked_by", "varchar(254)", (col) => col.notNull())
    .addColumn("erased_at", "varchar(32)")
    .addUniqueConstraint("data_rights_grievances_once", ["request_id", "grievance_number"])
    .execute();
  await db.schema
    .createIndex("data_rights_grievances_grievance")
    .on("data_rights_grievances")
    .column("grievance_id")
    .execute();
}
