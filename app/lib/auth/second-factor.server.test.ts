import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.ts";
import { totpCodeAt } from "~/core/auth/second-factor.server.ts";
import { listAudit } from "~/models/audit.server.ts";
import { deleteExpiredPendingSignIns } from "~/models/staff-second-factor.server.ts";
import { insertSession } from "~/models/staff-sessions.server.ts";
import { findUserForSignIn, insertUser } from "~/models/staff-users.server.ts";
import type { StaffRole } from "../../../db/schema.ts";
import { type TestDatabase, databaseKinds } from "../../../tests/support/databases.ts";
import { hashPassword } from "./password.server.ts";
import {
  confirmSetup,
  resetSecondFactor,
  secondFactorStatus,
  signInWithCode,
  startSetup,
  turnOff,
} from "./second-factor.server.ts";
import { type SignedInStaff, currentStaff, pendingSignInHash, requireStaff } from "./session.server.ts";
import { signIn } from "./sign-in.server.ts";

const kinds = await databaseKinds();
const PASSWORD = "a long staff passphrase";
const SITE = "https://college.test";
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

/** The request a browser sends back with the cookie of a Set-Cookie header. */
const withCookie = (setCookie: string, path = "/admin") =>
  new Request(`${SITE}${path}`, { headers: { cookie: setCookie.split(";")[0]! } });

describe.each(kinds)("the second factor on $name", (kind) => {
  let database: TestDatabase;
  let services: AppServices;
  let counter = 0;
  beforeAll(async () => {
    database = await kind.open();
    services = {
      db: database.db,
      dialect: database.dialect,
      siteUrl: SITE,
      clientIp: "203.0.113.50",
      staffFiles: { dataDir: "", idProofKey: randomBytes(32) },
      staffSecondFactorRequired: false,
    } as AppServices;
  });
  afterAll(async () => {
    await database.cleanup();
  });

  /** A signed-in account (one session), each test with its own address so the per-address limit stays apart. */
  async function account(role: StaffRole = "editor") {
    counter += 1;
    const email = `${role}-${counter}@college.test`;
    const id = await insertUser(database.db, {
      email,
      name: `Staff ${counter}`,
      role,
      passwordHash: await hashPassword(PASSWORD),
    });
    const now = new Date().toISOString();
    await insertSession(database.db, { idHash: `s-${counter}`, userId: id, now, expiresAt: later(3600).toISOString() });
    const staff: SignedInStaff = {
      id,
      email,
      name: `Staff ${counter}`,
      role,
      sessionHash: `s-${counter}`,
      secondFactor: false,
    };
    return { staff, from: { ...services, clientIp: `203.0.113.${counter}` } as AppServices };
  }

  /** Sets the second factor up as a person would: start, read the key from the page, confirm with a code. */
  async function enrol(staff: SignedInStaff, from: AppServices) {
    expect(await startSetup(from, staff)).toEqual({ ok: true });
    const status = await secondFactorStatus(from, staff);
    expect(status.setup!.qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(status.setup!.qrDataUrl.split(",")[1]!, "base64").toString();
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toMatch(/style=/);
    const secret = status.setup!.secret.replaceAll(" ", "");
    const confirmCode = totpCodeAt(secret, new Date());
    const confirmed = await confirmSetup(from, staff, confirmCode);
    if (!confirmed.ok) throw new Error(`not confirmed: ${confirmed.message}`);
    return { secret, confirmCode, recoveryCodes: confirmed.recoveryCodes };
  }

  /** The password step: for an account with a second factor, a waiting sign-in (its cookie), no session. */
  async function passwordStep(email: string, from: AppServices) {
    const result = await signIn(from, email, PASSWORD);
    expect(result).toMatchObject({ ok: true, secondStep: true });
    if (!result.ok) throw new Error("password refused");
    expect(await currentStaff(withCookie(result.setCookie), from)).toBe(null);
    return pendingSignInHash(withCookie(result.setCookie), from);
  }

  it("sets up with a code from the new key, keeps the key encrypted and the recovery codes as hashes, and audits it", async () => {
    const { staff, from } = await account();
    expect(await confirmSetup(from, staff, "123456")).toMatchObject({ ok: false, message: "secondFactor.setupFirst" });
    await startSetup(from, staff);
    expect(await confirmSetup(from, staff, "000000")).toMatchObject({
      ok: false,
      message: "secondFactor.wrongSetupCode",
    });
    const { secret, recoveryCodes } = await enrol(staff, from);
    expect(recoveryCodes).toHaveLength(10);
    const row = await database.db
      .selectFrom("staff_users")
      .selectAll()
      .where("id", "=", staff.id)
      .executeTakeFirstOrThrow();
    expect(row.totp_enabled_at).not.toBe(null);
    expect(row.totp_secret_encrypted).toMatch(/^v1\./);
    expect(row.totp_secret_encrypted).not.toContain(secret);
    const stored = await database.db
      .selectFrom("staff_recovery_codes")
      .selectAll()
      .where("user_id", "=", staff.id)
      .execute();
    expect(stored).toHaveLength(10);
    for (const code of recoveryCodes) expect(JSON.stringify(stored)).not.toContain(code);
    const status = await secondFactorStatus(from, staff);
    expect(status).toMatchObject({ on: true, setup: null, recoveryCodesLeft: 10, required: false });
    expect(await startSetup(from, staff)).toMatchObject({ ok: false, message: "secondFactor.alreadyOn" });
    const audit = await listAudit(database.db, { email: staff.email, action: "second-factor-enabled" });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after_json).not.toContain(recoveryCodes[0]!);
  });

  it("signs in with the password and then a code: each code once, the next step's code after it", async () => {
    const { staff, from } = await account();
    const { secret, confirmCode } = await enrol(staff, from);
    // The code that confirmed the set-up is used already.
    const replay = await signInWithCode(from, await passwordStep(staff.email, from), confirmCode);
    expect(replay).toMatchObject({ ok: false, message: "secondFactor.wrongCode", restart: false });

    const pending = await passwordStep(staff.email, from);
    const next = totpCodeAt(secret, later(30));
    const signedIn = await signInWithCode(from, pending, next);
    expect(signedIn).toMatchObject({ ok: true, used: "code" });
    if (!signedIn.ok) return;
    expect(await currentStaff(withCookie(signedIn.setCookie), from)).toMatchObject({
      id: staff.id,
      secondFactor: true,
    });
    // The waiting sign-in is gone with its use, and the same code does not open another.
    expect(await signInWithCode(from, pending, next)).toMatchObject({ ok: false, restart: true });
    expect(await signInWithCode(from, await passwordStep(staff.email, from), next)).toMatchObject({
      ok: false,
      message: "secondFactor.wrongCode",
    });
    const audit = await listAudit(database.db, { email: staff.email, action: "sign-in" });
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({ secondFactor: "code" });
  });

  it("takes each recovery code once, and audits its use", async () => {
    const { staff, from } = await account();
    const { recoveryCodes } = await enrol(staff, from);
    const code = recoveryCodes[3]!;
    expect(await signInWithCode(from, await passwordStep(staff.email, from), code.toUpperCase())).toMatchObject({
      ok: true,
      used: "recovery-code",
    });
    expect(await signInWithCode(from, await passwordStep(staff.email, from), code)).toMatchObject({
      ok: false,
      message: "secondFactor.wrongCode",
    });
    expect((await secondFactorStatus(from, staff)).recoveryCodesLeft).toBe(9);
    const audit = await listAudit(database.db, { email: staff.email, action: "recovery-code-used" });
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({ recoveryCodesLeft: 9 });
  });

  it("counts wrong codes toward the lockout, and a locked account goes back to the password", async () => {
    const { staff, from } = await account();
    const { secret } = await enrol(staff, from);
    const pending = await passwordStep(staff.email, from);
    for (let i = 0; i < 4; i++)
      expect(await signInWithCode(from, pending, "000000")).toMatchObject({ ok: false, status: 401, restart: false });
    expect((await findUserForSignIn(database.db, staff.email))!.failed_count).toBe(4);
    // The fifth wrong code locks the account: the waiting sign-in ends, and the right code no longer helps.
    expect(await signInWithCode(from, pending, "999999")).toMatchObject({ ok: false, status: 429, restart: true });
    const user = await findUserForSignIn(database.db, staff.email);
    expect(Date.parse(user!.locked_until!)).toBeGreaterThan(Date.now());
    expect(await signInWithCode(from, pending, totpCodeAt(secret, later(30)))).toMatchObject({
      ok: false,
      restart: true,
    });
    expect(await signIn(from, staff.email, PASSWORD)).toMatchObject({ ok: false, status: 401 });
    expect(await listAudit(database.db, { email: staff.email, action: "second-factor-failed" })).toHaveLength(5);
    expect(await listAudit(database.db, { email: staff.email, action: "account-locked" })).toHaveLength(1);
  });

  it("a waiting sign-in lasts five minutes, then housekeeping removes it", async () => {
    const { staff, from } = await account();
    const { secret } = await enrol(staff, from);
    const pending = await passwordStep(staff.email, from);
    expect(await deleteExpiredPendingSignIns(database.db, later(4 * 60).toISOString())).toBe(0);
    expect(await deleteExpiredPendingSignIns(database.db, later(5 * 60 + 1).toISOString())).toBeGreaterThanOrEqual(1);
    expect(await signInWithCode(from, pending, totpCodeAt(secret, later(30)))).toMatchObject({
      ok: false,
      message: "secondFactor.expired",
      restart: true,
    });
  });

  it("a right password does not reset the count of wrong codes", async () => {
    const { staff, from } = await account();
    await enrol(staff, from);
    for (let i = 0; i < 3; i++) await signInWithCode(from, await passwordStep(staff.email, from), "000000");
    expect((await findUserForSignIn(database.db, staff.email))!.failed_count).toBe(3);
  });

  it("turns off only with the password and a code, never where it is required", async () => {
    const { staff, from } = await account();
    const { secret } = await enrol(staff, from);
    expect(await turnOff(from, staff, { password: "wrong one", code: totpCodeAt(secret, later(30)) })).toMatchObject({
      ok: false,
      field: "password",
    });
    expect(await turnOff(from, staff, { password: PASSWORD, code: "000000" })).toMatchObject({
      ok: false,
      field: "code",
    });
    expect((await findUserForSignIn(database.db, staff.email))!.failed_count).toBe(2);
    expect(await turnOff(from, staff, { password: PASSWORD, code: totpCodeAt(secret, later(30)) })).toEqual({
      ok: true,
    });
    expect(await secondFactorStatus(from, staff)).toMatchObject({ on: false, setup: null });
    expect(await listAudit(database.db, { email: staff.email, action: "second-factor-disabled" })).toHaveLength(1);
    expect(await signIn(from, staff.email, PASSWORD)).toMatchObject({ ok: true, secondStep: false });

    const admin = await account("admin");
    const adminFactor = await enrol(admin.staff, admin.from);
    expect(
      await turnOff(admin.from, admin.staff, { password: PASSWORD, code: totpCodeAt(adminFactor.secret, later(30)) }),
    ).toMatchObject({ ok: false, status: 403, message: "secondFactor.cannotTurnOff" });
    const required = { ...staff, secondFactor: false };
    expect(
      await turnOff({ ...from, staffSecondFactorRequired: true }, required, { password: PASSWORD, code: "000000" }),
    ).toMatchObject({ ok: false, status: 403 });
  });

  it("sends an account that must have a second factor and has none to set it up, and lets it use nothing else", async () => {
    const admin = await account("admin");
    const signedIn = await signIn(admin.from, admin.staff.email, PASSWORD);
    if (!signedIn.ok) throw new Error("refused");
    expect(signedIn.secondStep).toBe(false);
    const page = withCookie(signedIn.setCookie, "/admin/news");
    await expect(requireStaff(page, admin.from)).rejects.toMatchObject({ status: 302 });
    const refused = await requireStaff(page, admin.from).catch((response: Response) => response);
    expect((refused as Response).headers.get("location")).toBe("/admin/account");
    expect(await requireStaff(page, admin.from, [], { setupAllowed: true })).toMatchObject({ secondFactor: false });

    const editor = await account("editor");
    const editorIn = await signIn(editor.from, editor.staff.email, PASSWORD);
    if (!editorIn.ok) throw new Error("refused");
    const editorPage = withCookie(editorIn.setCookie, "/admin/news");
    expect(await requireStaff(editorPage, editor.from)).toMatchObject({ id: editor.staff.id });
    await expect(requireStaff(editorPage, { ...editor.from, staffSecondFactorRequired: true })).rejects.toMatchObject({
      status: 302,
    });
  });

  it("is reset for a lost phone: second factor and recovery codes gone, every session ended, audited", async () => {
    const { staff, from } = await account();
    await enrol(staff, from);
    const result = await resetSecondFactor(database.db, database.dialect, staff.email.toUpperCase());
    expect(result).toEqual({ ok: true, endedSessions: 1, wasOn: true });
    expect(await secondFactorStatus(from, staff)).toMatchObject({ on: false, setup: null, recoveryCodesLeft: 0 });
    expect(
      await database.db.selectFrom("staff_recovery_codes").select("id").where("user_id", "=", staff.id).execute(),
    ).toEqual([]);
    expect(
      await database.db.selectFrom("staff_sessions").select("id_hash").where("user_id", "=", staff.id).execute(),
    ).toEqual([]);
    const audit = await listAudit(database.db, { email: staff.email, action: "second-factor-reset" });
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ sessionsEnded: 1 });
    expect(await signIn(from, staff.email, PASSWORD)).toMatchObject({ ok: true, secondStep: false });
    expect(await resetSecondFactor(database.db, database.dialect, "nobody@college.test")).toEqual({ ok: false });
  });
});
