import type { Kysely } from "kysely";
import type { Dialect } from "../client.ts";
import { withId } from "./column-helpers.ts";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable("staff_users"), dialect)
    .addColumn("email", "varchar(254)", (col) => col.notNull().unique())
    .addColumn("name", "varchar(200)", (col) => col.notNull())
    .addColumn("role", "varchar(20)", (col) => col.notNull())
    .addColumn("password_hash", "varchar(200)", (col) => col.notNull())
    .addColumn("failed_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("locked_until", "varchar(32)")
    .addColumn("disabled", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("last_seen_dashboard_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();

  // The session id is never stored: only its SHA-256, so a leaked table cannot be replayed as cookies.
  await db.schema
    .createTable("staff_sessions")
    .addColumn("id_hash", "varchar(64)", (col) => col.primaryKey())
    .addColumn("user_id", "integer", (col) => col.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("last_seen_at", "varchar(32)", (col) => col.notNull())
    .addColumn("expires_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("staff_sessions_user").on("staff_sessions").column("user_id").execute();

  await withId(db.schema.createTable("audit_log"), dialect)
    .addColumn("at", "varchar(32)", (col) => col.notNull())
    .addColumn("user_id", "integer")
    .addColumn("email", "varchar(254)")
    .addColumn("action", "varchar(64)", (col) => col.notNull())
    .addColumn("entity", "varchar(64)")
    .addColumn("entity_id", "varchar(64)")
    .addColumn("before_json", "text")
    .addColumn("after_json", "text")
    .addColumn("ip", "varchar(64)")
    .execute();
  await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();
  await db.schema.createIndex("audit_log_action_ip").on("audit_log").columns(["action", "ip", "at"]).execute();
}
