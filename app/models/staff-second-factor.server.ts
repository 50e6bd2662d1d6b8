import type { Kysely } from "kysely";
import type { Database, StaffRole } from "../../db/schema.ts";
import { SIGN_IN_COLUMNS } from "./staff-users.server.ts";

/** What the second factor needs to know of an account. */
export async function findSecondFactor(db: Kysely<Database>, userId: number) {
  const row = await db
    .selectFrom("staff_users")
    .select([...SIGN_IN_COLUMNS, "totp_secret_encrypted", "totp_last_step"])
    .where("id", "=", userId)
    .executeTakeFirst();
  return row as (typeof row & { role: StaffRole }) | undefined;
}

/** Keeps the secret of an enrolment that waits for its first code (an account whose second factor is off). */
export async function storePendingSecret(db: Kysely<Database>, userId: number, secretEncrypted: string) {
  await db
    .updateTable("staff_users")
    .set({ totp_secret_encrypted: secretEncrypted, totp_enabled_at: null, totp_last_step: null })
    .where("id", "=", userId)
    .where("totp_enabled_at", "is", null)
    .execute();
}

/**
 * Switches the second factor on with the step of the code that confirmed it, and replaces the recovery codes (their
 * hashes). Call it inside a write transaction, with the audit entry.
 */
export async function enableSecondFactor(
  db: Kysely<Database>,
  userId: number,
  step: number,
  recoveryCodeHashes: readonly string[],
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable("staff_users")
    .set({ totp_enabled_at: nowIso, totp_last_step: step })
    .where("id", "=", userId)
    .where("totp_enabled_at", "is", null)
    .where("totp_secret_encrypted", "is not", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db.deleteFrom("staff_recovery_codes").where("user_id", "=", userId).execute();
  await db
    .insertInto("staff_recovery_codes")
    .values(recoveryCodeHashes.map((codeHash) => ({ user_id: userId, code_hash: codeHash, created_at: nowIso })))
    .execute();
  return true;
}

/**
 * Takes a code's time step for the account: true only when it is later than the last one taken. One conditional
 * update, so two requests with the same code cannot both succeed.
 */
export async function takeTotpStep(db: Kysely<Database>, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable("staff_users")
    .set({ totp_last_step: step })
    .where("id", "=", userId)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Uses a recovery code (by its hash): true only the first time. One conditional update, like takeTotpStep. */
export async function takeRecoveryCode(
  db: Kysely<Database>,
  userId: number,
  codeHash: string,
  nowIso: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("staff_recovery_codes")
    .select("id")
    .where("user_id", "=", userId)
    .where("code_hash", "=", codeHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  if (!row) return false;
  const result = await db
    .updateTable("staff_recovery_codes")
    .set({ used_at: nowIso })
    .where("id", "=", row.id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom("staff_recovery_codes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Switches the second factor off: secret, step and recovery codes gone. Call it inside a write transaction. */
export async function clearSecondFactor(db: Kysely<Database>, userId: number) {
  await db
    .updateTable("staff_users")
    .set({ totp_secret_encrypted: null, totp_enabled_at: null, totp_last_step: null })
    .where("id", "=", userId)
    .execute();
  await db.deleteFrom("staff_recovery_codes").where("user_id", "=", userId).execute();
  await db.deleteFrom("staff_pending_sign_ins").where("user_id", "=", userId).execute();
}

export async function findUserIdByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom("staff_users")
    .select(["id", "email", "totp_enabled_at", "totp_secret_encrypted"])
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
}

// --- Sign-ins that passed the password and wait for the code ---

export async function insertPendingSignIn(
  db: Kysely<Database>,
  pending: { idHash: string; userId: number; now: string; expiresAt: string },
) {
  // An account has at most one sign-in waiting: a new password step replaces the old one.
  await db.deleteFrom("staff_pending_sign_ins").where("user_id", "=", pending.userId).execute();
  await db
    .insertInto("staff_pending_sign_ins")
    .values({
      id_hash: pending.idHash,
      user_id: pending.userId,
      created_at: pending.now,
      expires_at: pending.expiresAt,
    })
    .execute();
}

export async function findPendingSignIn(db: Kysely<Database>, idHash: string) {
  return db
    .selectFrom("staff_pending_sign_ins")
    .select(["id_hash", "user_id", "expires_at"])
    .where("id_hash", "=", idHash)
    .executeTakeFirst();
}

export async function deletePendingSignIn(db: Kysely<Database>, idHash: string) {
  await db.deleteFrom("staff_pending_sign_ins").where("id_hash", "=", idHash).execute();
}

/** Housekeeping: waiting sign-ins past their five minutes; returns how many were removed. */
export async function deleteExpiredPendingSignIns(db: Kysely<Database>, nowIso: string): Promise<number> {
  const result = await db.deleteFrom("staff_pending_sign_ins").where("expires_at", "<", nowIso).executeTakeFirst();
  return Number(result.numDeletedRows);
}
