import type { Kysely } from "kysely";
import type { AppServices } from "~/context.ts";
import type { Database } from "../../../db/schema.ts";
import type { MessageKey } from "~/messages/catalogue.ts";
import { countRecentActions, recordAudit } from "~/models/audit.server.ts";
import { clearFailedSignIns, findUserForSignIn, recordFailedSignIn } from "~/models/staff-users.server.ts";
import { verifyPassword } from "./password.server.ts";
import { startSession } from "./session.server.ts";
import { IP_FAILURE_LIMIT, IP_FAILURE_WINDOW_MS, lockoutAfter } from "./session-policy.ts";

/** One message for every failure, so nobody can learn which e-mail addresses have accounts (catalogue keys). */
export const SIGN_IN_FAILED = "console.signIn.failed" satisfies MessageKey;
export const TOO_MANY_FROM_HERE = "console.signIn.tooMany" satisfies MessageKey;

export type SignInResult =
  | { ok: true; setCookie: string; userId: number }
  | { ok: false; status: 401 | 429; message: typeof SIGN_IN_FAILED | typeof TOO_MANY_FROM_HERE };

export async function signIn(services: AppServices, email: string, password: string): Promise<SignInResult> {
  const { db, clientIp: ip } = services;
  const now = new Date();
  const since = new Date(now.getTime() - IP_FAILURE_WINDOW_MS).toISOString();
  if ((await countRecentActions(db, "sign-in-failed", ip, since)) >= IP_FAILURE_LIMIT) {
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

  await clearFailedSignIns(db, user.id);
  await recordAudit(db, { userId: user.id, email: user.email, action: "sign-in", ip });
  return { ok: true, setCookie: await startSession(services, user.id), userId: user.id };
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
