import type { Kysely } from "kysely";
import type { Database, StaffRole } from "../../db/schema.ts";

export { staffRoles } from "~/core/auth/staff-sections.ts";

export interface StaffUser {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

/** What signing in reads of an account: who it is, its password and lockout state, whether it has a second factor. */
export const SIGN_IN_COLUMNS = [
  "id",
  "email",
  "name",
  "role",
  "password_hash",
  "failed_count",
  "locked_until",
  "disabled",
  "totp_enabled_at",
] as const;

export async function findUserForSignIn(db: Kysely<Database>, email: string) {
  return db
    .selectFrom("staff_users")
    .select(SIGN_IN_COLUMNS)
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function insertUser(
  db: Kysely<Database>,
  user: { email: string; name: string; role: StaffRole; passwordHash: string },
): Promise<number> {
  const row = await db
    .insertInto("staff_users")
    .values({
      email: user.email.trim().toLowerCase(),
      name: user.name.trim(),
      role: user.role,
      password_hash: user.passwordHash,
      failed_count: 0,
      locked_until: null,
      disabled: 0,
      last_seen_dashboard_at: null,
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function listUsers(
  db: Kysely<Database>,
): Promise<(StaffUser & { disabled: boolean; createdAt: string })[]> {
  const rows = await db
    .selectFrom("staff_users")
    .select(["id", "email", "name", "role", "disabled", "created_at"])
    .orderBy("email")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: row.disabled === 1,
    createdAt: row.created_at,
  }));
}

export async function recordFailedSignIn(
  db: Kysely<Database>,
  id: number,
  failedCount: number,
  lockedUntil: string | null,
) {
  await db
    .updateTable("staff_users")
    .set({ failed_count: failedCount, locked_until: lockedUntil })
    .where("id", "=", id)
    .execute();
}

export async function clearFailedSignIns(db: Kysely<Database>, id: number) {
  await db.updateTable("staff_users").set({ failed_count: 0, locked_until: null }).where("id", "=", id).execute();
}

/** What changing one's own password needs to know of the account. */
export async function findUserForPasswordChange(db: Kysely<Database>, id: number) {
  return db
    .selectFrom("staff_users")
    .select(["id", "email", "name", "password_hash", "failed_count", "locked_until"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function setPasswordHash(db: Kysely<Database>, id: number, passwordHash: string) {
  await db
    .updateTable("staff_users")
    .set({ password_hash: passwordHash, failed_count: 0, locked_until: null })
    .where("id", "=", id)
    .execute();
}

export type AccountChange = { disabled: boolean } | { role: StaffRole };

export type AccountChangeResult =
  | { ok: true; email: string; before: { role: StaffRole; disabled: boolean }; endedSessions: number }
  | { ok: false; reason: "unknown" | "self" | "last-admin" | "same-role" };

/**
 * An admin disables or enables an account or changes its role. Nobody changes their own account this way, and the
 * last active admin stays one. Disabling an account or changing its role ends its sessions (they were signed in
 * with what it may no longer do). Call it inside a write transaction, with the audit entry.
 */
export async function changeAccount(
  db: Kysely<Database>,
  actorId: number,
  targetId: number,
  change: AccountChange,
): Promise<AccountChangeResult> {
  if (actorId === targetId) return { ok: false, reason: "self" };
  const target = await db
    .selectFrom("staff_users")
    .select(["id", "email", "role", "disabled"])
    .where("id", "=", targetId)
    .executeTakeFirst();
  if (!target) return { ok: false, reason: "unknown" };
  if ("role" in change && change.role === target.role) return { ok: false, reason: "same-role" };
  const stopsBeingAdmin =
    target.role === "admin" && target.disabled === 0 && ("role" in change || change.disabled === true);
  if (stopsBeingAdmin && (await countActiveAdmins(db)) <= 1) return { ok: false, reason: "last-admin" };

  await db
    .updateTable("staff_users")
    .set("role" in change ? { role: change.role } : { disabled: change.disabled ? 1 : 0 })
    .where("id", "=", targetId)
    .execute();
  const endsSessions = "role" in change || change.disabled;
  const ended = endsSessions
    ? Number((await db.deleteFrom("staff_sessions").where("user_id", "=", targetId).executeTakeFirst()).numDeletedRows)
    : 0;
  return {
    ok: true,
    email: target.email,
    before: { role: target.role, disabled: target.disabled === 1 },
    endedSessions: ended,
  };
}

export async function countActiveAdmins(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("staff_users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("role", "=", "admin")
    .where("disabled", "=", 0)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
