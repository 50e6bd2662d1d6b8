import type { Kysely } from "kysely";
import type { Dialect } from "../client.ts";
import { withId } from "./column-helpers.ts";

/**
 * The TOTP second factor of staff accounts (decision 034): the secret (AES-256-GCM, never plain; set while enrolment
 * waits for its first code, switched on by `totp_enabled_at`), the last time step a code was accepted for (a code is
 * never taken twice), the recovery codes (only their SHA-256, each used once) and the sign-ins that passed the
 * password and wait for the code (only the SHA-256 of their id, five minutes).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable("staff_users").addColumn("totp_secret_encrypted", "varchar(200)").execute();
  await db.schema.alterTable("staff_users").addColumn("totp_enabled_at", "varchar(32)").execute();
  await db.schema.alterTable("staff_users").addColumn("totp_last_step", "integer").execute();

  await withId(db.schema.createTable("staff_recovery_codes"), dialect)
    .addColumn("user_id", "integer", (col) => col.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("code_hash", "varchar(64)", (col) => col.notNull())
    .addColumn("used_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("staff_recovery_codes_user")
    .on("staff_recovery_codes")
    .columns(["user_id", "code_hash"])
    .execute();

  await db.schema
    .createTable("staff_pending_sign_ins")
    .addColumn("id_hash", "varchar(64)", (col) => col.primaryKey())
    .addColumn("user_id", "integer", (col) => col.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("expires_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("staff_pending_sign_ins_user").on("staff_pending_sign_ins").column("user_id").execute();
}
