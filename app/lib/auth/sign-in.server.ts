import type { Kysely } from "kysely";
import type { AppServices } from "~/context.ts";
import type { Database } from "../../../db/schema.ts";
import type { MessageKey } from "~/messages/catalogue.ts";
import { countRecentActions, recordAudit } from "~/models/audit.server.ts";
import { clearFailedSignIns, findUserForSignIn, recordFailedSignIn } from "~/models/staff-users.server.ts";
import { verifyPassword } from "./password.server.ts";
import { startPendingSignIn, startSession } from "./session.server.ts";
import { IP_FAILURE_LIMIT, IP_FAILURE_WINDOW_MS, lockoutAfter } from "./session-policy.ts";

/** One message for every failure, so nobody can learn which e-mail addresses have accounts (catalogue keys). */
export const SIGN_IN_FAILED = "console.signIn.failed" satisfies MessageKey;
export const TOO_MANY_FROM_HERE = "console.signIn.tooMany" satisfies MessageKey;

/**
 * The audit actions that count toward the per-address limit: a wrong password at sign-in, a wrong current password
 * on one's account page, a wrong second-factor code (at sign-in or when switching it off).
 */
export const FAILURE_ACTIONS = ["sign-in-failed", "password-change-failed", "second-factor-failed"] as const;

/** Whether this address has had too many failures of any kind lately (counted from the audit log). */
export async function tooManyFailuresFrom(db: Kysely<Database>, ip: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - IP_FAILURE_WINDOW_MS).toISOString();
  return (await countRecentActions(db, FAILURE_ACTIONS, ip, since)) >= IP_FAILURE_LIMIT;
}

export type SignInResult =
  | { ok: true; setCookie: string; userId: number; secondStep: boolean }
  | { ok: false; status: 401 | 429; message: typeof SIGN_IN_FAILED | typeof TOO_MANY_FROM_HERE };

/**
 * The password step. For an account with a second factor it starts no session: it leaves a sign-in waiting for the
 * code (`secondStep`), and the failures of the account are only cleared once the code is right, so knowing the
 * password does not reset the count of wrong codes.
 */
export async function signIn(services: AppServices, email: string, password: string): Promise<SignInResult> {
  const { db, clientIp: ip } = services;
  const now = new Date();
  if (await tooManyFailuresFrom(db, ip, now)) {
    await recordAudit(db, { action: "sign-in-refused", email, ip });
    return { ok: false, status: 429, message: TOO_MANY_FROM_HERE };
  }

  const user = await findUserForSignIn(db, email);
  const locked = user?.locked_until && Date.parse(user.locked_until) > now.getTime();
  // Verify even for unknown or locked accounts, so every answer takes as long.
  const valid = (await verifyPassword(user?.password_hash, password)) && !locked && user?.disabled === 0;

  if (!user || !valid) {
    if (user && !locked) await countWrongPassword(db, user, now, ip);
    await recordAudit(db, {
      userId: user?.id ?? null,
      email: email.trim().toLowerCase(),
      action: "sign-in-failed",
      ip,
    });
    return { ok: false, status: 401, message: SIGN_IN_FAILED };
  }

  if (user.totp_enabled_at) {
    await recordAudit(db, { userId: user.id, email: user.email, action: "sign-in-password-accepted", ip });
    return { ok: true, setCookie: await startPendingSignIn(services, user.id), userId: user.id, secondStep: true };
  }
  await clearFailedSignIns(db, user.id);
  await recordAudit(db, { userId: user.id, email: user.email, action: "sign-in", ip });
  return { ok: true, setCookie: await startSession(services, user.id), userId: user.id, secondStep: false };
}

/**
 * One more wrong password for an account (at sign-in, or when changing the password): after five in a row the
 * account waits, longer with each further failure (session-policy.ts), and the lock is audited.
 */
export async function countWrongPassword(
  db: Kysely<Database>,
  user: { id: number; email: string; failed_count: number },
  now: Date,
  ip: string,
): Promise<void> {
  const failedCount = user.failed_count + 1;
  const lockedUntil = lockoutAfter(failedCount, now);
  await recordFailedSignIn(db, user.id, failedCount, lockedUntil);
  if (lockedUntil)
    await recordAudit(db, { userId: user.id, email: user.email, action: "account-locked", after: { lockedUntil }, ip });
}
