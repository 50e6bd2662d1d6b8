import type { Kysely } from "kysely";
import type { Database, StaffRole } from "../../db/schema.ts";

export async function insertSession(
  db: Kysely<Database>,
  session: { idHash: string; userId: number; now: string; expiresAt: string },
) {
  await db
    .insertInto("staff_sessions")
    .values({
      id_hash: session.idHash,
      user_id: session.userId,
      created_at: session.now,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
    })
    .execute();
}

export async function findSession(db: Kysely<Database>, idHash: string) {
  return db
    .selectFrom("staff_sessions")
    .innerJoin("staff_users", "staff_users.id", "staff_sessions.user_id")
    .select([
      "staff_sessions.id_hash as idHash",
      "staff_sessions.created_at as createdAt",
      "staff_sessions.last_seen_at as lastSeenAt",
      "staff_sessions.expires_at as expiresAt",
      "staff_users.id as userId",
      "staff_users.email",
      "staff_users.name",
      "staff_users.role",
      "staff_users.disabled",
      "staff_users.totp_enabled_at as totpEnabledAt",
    ])
    .where("staff_sessions.id_hash", "=", idHash)
    .executeTakeFirst() as Promise<
    | {
        idHash: string;
        createdAt: string;
        lastSeenAt: string;
        expiresAt: string;
        userId: number;
        email: string;
        name: string;
        role: StaffRole;
        disabled: number;
        totpEnabledAt: string | null;
      }
    | undefined
  >;
}

export async function touchSession(db: Kysely<Database>, idHash: string, now: string) {
  await db.updateTable("staff_sessions").set({ last_seen_at: now }).where("id_hash", "=", idHash).execute();
}

export async function deleteSession(db: Kysely<Database>, idHash: string) {
  await db.deleteFrom("staff_sessions").where("id_hash", "=", idHash).execute();
}

/** Ends every session of a user (an admin's "sign out everywhere" for that user). Returns how many ended. */
export async function deleteSessionsOfUser(db: Kysely<Database>, userId: number): Promise<number> {
  const result = await db.deleteFrom("staff_sessions").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends every session of a user but one (the one that changed the password stays). Returns how many ended. */
export async function deleteOtherSessionsOfUser(
  db: Kysely<Database>,
  userId: number,
  keepIdHash: string,
): Promise<number> {
  const result = await db
    .deleteFrom("staff_sessions")
    .where("user_id", "=", userId)
    .where("id_hash", "!=", keepIdHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function countSessionsByUser(db: Kysely<Database>, nowIso: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom("staff_sessions")
    .select(["user_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("expires_at", ">", nowIso)
    .groupBy("user_id")
    .execute();
  return new Map(rows.map((row) => [row.user_id, Number(row.n)]));
}
