import QRCode from "qrcode";
import type { Kysely } from "kysely";
import type { AppServices } from "~/context.ts";
import {
  groupedSecret,
  hashRecoveryCode,
  looksLikeRecoveryCode,
  matchTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  totpUri,
} from "~/core/auth/second-factor.server.ts";
import { decryptTotpSecret, encryptTotpSecret } from "~/core/crypto.server.ts";
import type { MessageKey } from "~/messages/catalogue.ts";
import { recordAudit } from "~/models/audit.server.ts";
import {
  clearSecondFactor,
  countUnusedRecoveryCodes,
  deletePendingSignIn,
  enableSecondFactor,
  findPendingSignIn,
  findSecondFactor,
  findUserIdByEmail,
  storePendingSecret,
  takeRecoveryCode,
  takeTotpStep,
} from "~/models/staff-second-factor.server.ts";
import { deleteSessionsOfUser } from "~/models/staff-sessions.server.ts";
import { clearFailedSignIns } from "~/models/staff-users.server.ts";
import type { Database } from "../../../db/schema.ts";
import { writeTransaction } from "../../../db/client.ts";
import { verifyPassword } from "./password.server.ts";
import { type SignedInStaff, secondFactorRequired, startSession } from "./session.server.ts";
import { countWrongPassword, tooManyFailuresFrom } from "./sign-in.server.ts";

type Account = NonNullable<Awaited<ReturnType<typeof findSecondFactor>>>;
type Refusal = { ok: false; status: 400 | 401 | 403 | 409 | 429; message: MessageKey };

const isLocked = (user: { locked_until: string | null }, now: Date) =>
  Boolean(user.locked_until && Date.parse(user.locked_until) > now.getTime());

/** What the account page shows of the second factor. */
export interface SecondFactorStatus {
  on: boolean;
  required: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  /** While setting it up: the QR code (an SVG data URL drawn here) and the secret in groups of four. */
  setup: { qrDataUrl: string; secret: string } | null;
}

export async function secondFactorStatus(services: AppServices, staff: SignedInStaff): Promise<SecondFactorStatus> {
  const user = await findSecondFactor(services.db, staff.id);
  const on = Boolean(user?.totp_enabled_at);
  const pending = user && !on && user.totp_secret_encrypted ? secretOf(services, user) : null;
  return {
    on,
    required: secondFactorRequired(services, staff.role),
    enabledAt: user?.totp_enabled_at ?? null,
    recoveryCodesLeft: on ? await countUnusedRecoveryCodes(services.db, staff.id) : 0,
    setup: pending
      ? {
          qrDataUrl: await qrDataUrl(totpUri(pending, staff.email)),
          secret: groupedSecret(pending),
        }
      : null,
  };
}

/**
 * The QR code as an SVG image in a data URL: drawn on the server, no request to anyone, and no inline style
 * (the Content-Security-Policy allows `data:` images).
 */
async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

const secretOf = (services: AppServices, user: Account) =>
  decryptTotpSecret(services.staffFiles.idProofKey, user.id, user.totp_secret_encrypted!);

/** Starts setting up the second factor: a new secret, kept encrypted until a code from it confirms it. */
export async function startSetup(services: AppServices, staff: SignedInStaff): Promise<{ ok: true } | Refusal> {
  const user = await findSecondFactor(services.db, staff.id);
  if (!user) return { ok: false, status: 400, message: "secondFactor.unknown" };
  if (user.totp_enabled_at) return { ok: false, status: 409, message: "secondFactor.alreadyOn" };
  const secret = newTotpSecret();
  await storePendingSecret(services.db, staff.id, encryptTotpSecret(services.staffFiles.idProofKey, staff.id, secret));
  return { ok: true };
}

/**
 * Switches the second factor on once a code from the new secret is right, and returns the ten recovery codes: shown
 * this once, stored only as hashes. Audited (`second-factor-enabled`) in the same transaction.
 */
export async function confirmSetup(
  services: AppServices,
  staff: SignedInStaff,
  code: string,
): Promise<{ ok: true; recoveryCodes: string[] } | Refusal> {
  const user = await findSecondFactor(services.db, staff.id);
  if (!user?.totp_secret_encrypted) return { ok: false, status: 400, message: "secondFactor.setupFirst" };
  if (user.totp_enabled_at) return { ok: false, status: 409, message: "secondFactor.alreadyOn" };
  const now = new Date();
  const step = matchTotpCode(secretOf(services, user), code, now, null);
  if (step === null) return { ok: false, status: 400, message: "secondFactor.wrongSetupCode" };
  const recoveryCodes = newRecoveryCodes();
  const done = await writeTransaction(services, async (trx) => {
    if (!(await enableSecondFactor(trx, staff.id, step, recoveryCodes.map(hashRecoveryCode), now.toISOString())))
      return false;
    await recordAudit(trx, {
      userId: staff.id,
      email: staff.email,
      action: "second-factor-enabled",
      entity: "staff_users",
      entityId: staff.id,
      after: { recoveryCodes: recoveryCodes.length },
      ip: services.clientIp,
    });
    return true;
  });
  return done ? { ok: true, recoveryCodes } : { ok: false, status: 409, message: "secondFactor.alreadyOn" };
}

/**
 * Checks a typed code against an account whose second factor is on: a 6-digit code of now (±30 s) newer than the
 * last one taken, or an unused recovery code (then used up and audited). Null when it is neither.
 */
async function takeCode(
  services: AppServices,
  user: Account,
  input: string,
  now: Date,
): Promise<"code" | "recovery-code" | null> {
  const step = matchTotpCode(secretOf(services, user), input, now, user.totp_last_step);
  if (step !== null) return (await takeTotpStep(services.db, user.id, step)) ? "code" : null;
  if (!looksLikeRecoveryCode(input)) return null;
  if (!(await takeRecoveryCode(services.db, user.id, hashRecoveryCode(input), now.toISOString()))) return null;
  await recordAudit(services.db, {
    userId: user.id,
    email: user.email,
    action: "recovery-code-used",
    after: { recoveryCodesLeft: await countUnusedRecoveryCodes(services.db, user.id) },
    ip: services.clientIp,
  });
  return "recovery-code";
}

/** A wrong code: counted toward the account's lockout (as a wrong password is) and the address's limit. */
async function countWrongCode(services: AppServices, user: Account, now: Date, where: string) {
  await countWrongPassword(services.db, user, now, services.clientIp);
  await recordAudit(services.db, {
    userId: user.id,
    email: user.email,
    action: "second-factor-failed",
    after: { where },
    ip: services.clientIp,
  });
}

export type SecondStepResult =
  { ok: true; setCookie: string; used: "code" | "recovery-code" } | (Refusal & { restart: boolean });

/**
 * The second step of signing in: the sign-in waiting under this cookie id, and a code of its account. A right code
 * starts the session and ends the waiting; a wrong one counts toward the lockout, and a locked account, an
 * unknown or expired wait sends the person back to the password.
 */
export async function signInWithCode(
  services: AppServices,
  pendingHash: string | null,
  code: string,
): Promise<SecondStepResult> {
  const { db } = services;
  const now = new Date();
  if (await tooManyFailuresFrom(db, services.clientIp, now))
    return { ok: false, status: 429, message: "console.signIn.tooMany", restart: false };
  const pending = pendingHash ? await findPendingSignIn(db, pendingHash) : undefined;
  const user = pending ? await findSecondFactor(db, pending.user_id) : undefined;
  if (!pending || Date.parse(pending.expires_at) <= now.getTime() || !user?.totp_enabled_at || user.disabled) {
    if (pendingHash) await deletePendingSignIn(db, pendingHash);
    return { ok: false, status: 401, message: "secondFactor.expired", restart: true };
  }
  if (isLocked(user, now)) {
    await deletePendingSignIn(db, pending.id_hash);
    return { ok: false, status: 429, message: "console.signIn.failed", restart: true };
  }
  const used = await takeCode(services, user, code, now);
  if (!used) {
    await countWrongCode(services, user, now, "sign-in");
    const locked = isLocked((await findSecondFactor(db, user.id))!, now);
    if (locked) await deletePendingSignIn(db, pending.id_hash);
    return locked
      ? { ok: false, status: 429, message: "console.signIn.failed", restart: true }
      : { ok: false, status: 401, message: "secondFactor.wrongCode", restart: false };
  }
  await deletePendingSignIn(db, pending.id_hash);
  await clearFailedSignIns(db, user.id);
  await recordAudit(db, {
    userId: user.id,
    email: user.email,
    action: "sign-in",
    after: { secondFactor: used },
    ip: services.clientIp,
  });
  return { ok: true, setCookie: await startSession(services, user.id), used };
}

/**
 * Switches one's own second factor off: the password and a code (or recovery code) are both needed, each wrong one
 * counts toward the lockout; refused where it is required. Audited (`second-factor-disabled`).
 */
export async function turnOff(
  services: AppServices,
  staff: SignedInStaff,
  input: { password: string; code: string },
): Promise<{ ok: true } | (Refusal & { field?: "password" | "code" })> {
  const { db } = services;
  if (secondFactorRequired(services, staff.role))
    return { ok: false, status: 403, message: "secondFactor.cannotTurnOff" };
  const now = new Date();
  if (await tooManyFailuresFrom(db, services.clientIp, now))
    return { ok: false, status: 429, message: "console.signIn.tooMany" };
  const user = await findSecondFactor(db, staff.id);
  if (!user?.totp_enabled_at) return { ok: false, status: 409, message: "secondFactor.alreadyOff" };
  const locked = isLocked(user, now);
  const passwordRight = (await verifyPassword(user.password_hash, input.password)) && !locked;
  if (locked) return { ok: false, status: 429, message: "account.password.locked" };
  if (!passwordRight) {
    await countWrongPassword(db, user, now, services.clientIp);
    await recordAudit(db, {
      userId: user.id,
      email: user.email,
      action: "password-change-failed",
      ip: services.clientIp,
    });
    return { ok: false, status: 400, message: "account.password.wrongCurrent", field: "password" };
  }
  if (!(await takeCode(services, user, input.code, now))) {
    await countWrongCode(services, user, now, "turn-off");
    return { ok: false, status: 400, message: "secondFactor.wrongCode", field: "code" };
  }
  await writeTransaction(services, async (trx) => {
    await clearSecondFactor(trx, staff.id);
    await recordAudit(trx, {
      userId: staff.id,
      email: staff.email,
      action: "second-factor-disabled",
      entity: "staff_users",
      entityId: staff.id,
      ip: services.clientIp,
    });
  });
  return { ok: true };
}

/**
 * For a lost phone, on the server (`npm run staff:reset-2fa`): the account's second factor and recovery codes are
 * cleared, every session of it ends, and it is audited (`second-factor-reset`) in one transaction. The person then
 * signs in with the password and, where it is required, sets it up again before using the console.
 */
export async function resetSecondFactor(
  db: Kysely<Database>,
  dialect: AppServices["dialect"],
  email: string,
): Promise<{ ok: true; endedSessions: number; wasOn: boolean } | { ok: false }> {
  const user = await findUserIdByEmail(db, email);
  if (!user) return { ok: false };
  const endedSessions = await writeTransaction({ db, dialect }, async (trx) => {
    await clearSecondFactor(trx, user.id);
    const ended = await deleteSessionsOfUser(trx, user.id);
    await recordAudit(trx, {
      userId: user.id,
      email: user.email,
      action: "second-factor-reset",
      entity: "staff_users",
      entityId: user.id,
      before: { secondFactor: user.totp_enabled_at !== null },
      after: { sessionsEnded: ended, by: "npm run staff:reset-2fa" },
    });
    return ended;
  });
  return { ok: true, endedSessions, wasOn: user.totp_enabled_at !== null };
}
