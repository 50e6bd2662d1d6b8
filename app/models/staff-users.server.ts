import type { Kysely } from "kysely";
import type { Database, StaffRole } from "../../db/schema.ts";

export { staffRoles } from "~/core/auth/staff-sections.ts";

export interface StaffUser {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

export async function findUserForSignIn(db: Kysely<Database>, email: string) {
  return db
    .selectFrom("staff_users")
    .select(["id", "email", "name", "role", "password_hash", "failed_count", "locked_until", "disabled"])
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
