import type { AppServices } from "~/context.ts";
import type { Translate } from "~/messages/catalogue.ts";
import type { MessageRef } from "~/messages/message-ref.ts";
import { recordAudit } from "~/models/audit.server.ts";
import { deleteOtherSessionsOfUser } from "~/models/staff-sessions.server.ts";
import { findUserForPasswordChange, setPasswordHash } from "~/models/staff-users.server.ts";
import { writeTransaction } from "../../../db/client.ts";
import { hashPassword, passwordProblem, verifyPassword } from "./password.server.ts";
import type { SignedInStaff } from "./session.server.ts";
import { countWrongPassword, tooManyFailuresFrom } from "./sign-in.server.ts";

export type PasswordChangeResult =
  | { ok: true; endedSessions: number }
  | { ok: false; field: "currentPassword" | "newPassword"; message: MessageRef; status: 400 | 429 };

/**
 * A staff member changes their own password: the current one first (a wrong one counts toward the account's
 * sign-in lockout and the address's limit of failures, and a locked account or address cannot change it), then the new one by the rules of every new password.
 * Every other session of the account ends with the change, in the same transaction as its audit entry.
 */
export async function changeOwnPassword(
  services: AppServices,
  staff: SignedInStaff,
  input: { currentPassword: string; newPassword: string },
  t: Translate,
): Promise<PasswordChangeResult> {
  const { db, clientIp: ip } = services;
  const now = new Date();
  // The same per-address limit as the sign-in page: guessing here is guessing a password too.
  if (await tooManyFailuresFrom(db, ip, now)) {
    await recordAudit(db, { userId: staff.id, email: staff.email, action: "password-change-refused", ip });
    return { ok: false, field: "currentPassword", message: "console.signIn.tooMany", status: 429 };
  }
  const user = await findUserForPasswordChange(db, staff.id);
  const locked = Boolean(user?.locked_until && Date.parse(user.locked_until) > now.getTime());
  // Verified even while locked, so a locked account answers as slowly as any other.
  const valid = (await verifyPassword(user?.password_hash, input.currentPassword)) && !locked;
  if (!user || !valid) {
    if (user && !locked) await countWrongPassword(db, user, now, ip);
    await recordAudit(db, { userId: staff.id, email: staff.email, action: "password-change-failed", ip });
    return locked
      ? { ok: false, field: "currentPassword", message: "account.password.locked", status: 429 }
      : { ok: false, field: "currentPassword", message: "account.password.wrongCurrent", status: 400 };
  }
  const problem =
    input.newPassword === input.currentPassword
      ? t("account.password.same")
      : passwordProblem(input.newPassword, t, [user.email, user.name]);
  if (problem) return { ok: false, field: "newPassword", message: problem, status: 400 };

  const passwordHash = await hashPassword(input.newPassword);
  const endedSessions = await writeTransaction(services, async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash);
    const ended = await deleteOtherSessionsOfUser(trx, user.id, staff.sessionHash);
    await recordAudit(trx, {
      userId: staff.id,
      email: staff.email,
      action: "password-changed",
      entity: "staff_users",
      entityId: staff.id,
      after: { otherSessionsEnded: ended },
      ip,
    });
    return ended;
  });
  return { ok: true, endedSessions };
}
