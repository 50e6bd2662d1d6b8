import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.ts";
import { translator } from "~/messages/catalogue.ts";
import { listAudit } from "~/models/audit.server.ts";
import { insertSession } from "~/models/staff-sessions.server.ts";
import { changeAccount, countActiveAdmins, findUserForSignIn, insertUser } from "~/models/staff-users.server.ts";
import type { StaffRole } from "../../../db/schema.ts";
import { type TestDatabase, databaseKinds } from "../../../tests/support/databases.ts";
import { changeOwnPassword } from "./password-change.server.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";
import type { SignedInStaff } from "./session.server.ts";
import { TOO_MANY_FROM_HERE, signIn } from "./sign-in.server.ts";
import { IP_FAILURE_LIMIT } from "./session-policy.ts";

const kinds = await databaseKinds();
const t = translator("en");
const OLD = "an old staff passphrase";
const NEW = "violet tractor sings under rain";

describe.each(kinds)("staff accounts on $name", (kind) => {
  let database: TestDatabase;
  let services: AppServices;
  let counter = 0;
  beforeAll(async () => {
    database = await kind.open();
    services = { db: database.db, dialect: database.dialect, clientIp: "203.0.113.9" } as AppServices;
  });
  afterAll(async () => {
    await database.cleanup();
  });

  /** An account with two sessions ("this" one and another), signed in as it. */
  async function account(role: StaffRole = "editor"): Promise<SignedInStaff> {
    counter += 1;
    const email = `${role}-${counter}@college.test`;
    const id = await insertUser(database.db, {
      email,
      name: `Staff ${counter}`,
      role,
      passwordHash: await hashPassword(OLD),
    });
    const now = new Date().toISOString();
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    for (const idHash of [`this-${counter}`, `other-${counter}`])
      await insertSession(database.db, { idHash, userId: id, now, expiresAt });
    return { id, email, name: `Staff ${counter}`, role, sessionHash: `this-${counter}`, secondFactor: false };
  }

  const sessionsOf = async (userId: number) =>
    (await database.db.selectFrom("staff_sessions").select("id_hash").where("user_id", "=", userId).execute()).map(
      (row) => row.id_hash,
    );

  it("changing one's password ends every other session of the account, keeps this one, and is audited", async () => {
    const staff = await account();
    const result = await changeOwnPassword(services, staff, { currentPassword: OLD, newPassword: NEW }, t);
    expect(result).toEqual({ ok: true, endedSessions: 1 });
    expect(await sessionsOf(staff.id)).toEqual([staff.sessionHash]);
    const user = await findUserForSignIn(database.db, staff.email);
    expect(await verifyPassword(user!.password_hash, NEW)).toBe(true);
    const audit = await listAudit(database.db, { email: staff.email, action: "password-changed" });
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({ otherSessionsEnded: 1 });
    expect(audit[0]!.after_json).not.toContain(NEW);
  });

  it("refuses a wrong current password, counting it toward the sign-in lockout, and then a locked account", async () => {
    const staff = await account();
    for (let i = 0; i < 5; i++) {
      const wrong = await changeOwnPassword(services, staff, { currentPassword: "not it at all", newPassword: NEW }, t);
      expect(wrong).toMatchObject({ ok: false, field: "currentPassword", message: "account.password.wrongCurrent" });
    }
    const user = await findUserForSignIn(database.db, staff.email);
    expect(user!.failed_count).toBe(5);
    expect(Date.parse(user!.locked_until!)).toBeGreaterThan(Date.now());
    const locked = await changeOwnPassword(services, staff, { currentPassword: OLD, newPassword: NEW }, t);
    expect(locked).toMatchObject({ ok: false, status: 429, message: "account.password.locked" });
    expect(await sessionsOf(staff.id)).toHaveLength(2);
    expect(await listAudit(database.db, { email: staff.email, action: "account-locked" })).toHaveLength(1);
  });

  it("counts wrong current passwords toward the address's limit of failed sign-ins, as wrong sign-in passwords are", async () => {
    // An address of its own, so the failures of the other tests do not count here.
    const from = { ...services, clientIp: "198.51.100.77" };
    const staff = await account();
    const other = await account();
    for (let i = 0; i < IP_FAILURE_LIMIT; i++) {
      const wrong = await changeOwnPassword(from, staff, { currentPassword: `not it ${i}`, newPassword: NEW }, t);
      expect(wrong).toMatchObject({ ok: false, field: "currentPassword" });
    }
    // The address has reached the limit: a sign-in from it is refused, even with the right password of another account…
    expect(await signIn(from, other.email, OLD)).toEqual({ ok: false, status: 429, message: TOO_MANY_FROM_HERE });
    // …and so is a password change with the right current password.
    const refused = await changeOwnPassword(from, other, { currentPassword: OLD, newPassword: NEW }, t);
    expect(refused).toMatchObject({ ok: false, status: 429, field: "currentPassword" });
    expect(await sessionsOf(other.id)).toHaveLength(2);
    // Another address is not held back by this one's failures.
    expect(
      await signIn({ ...services, siteUrl: "https://college.test", clientIp: "198.51.100.78" }, other.email, OLD),
    ).toMatchObject({ ok: true, secondStep: false });
  });

  it("refuses a new password that breaks the rules, or the current one again, beside the new password", async () => {
    const staff = await account();
    for (const newPassword of ["short", OLD, "password1", "aaaaaaaa", "Gumla@123"]) {
      const result = await changeOwnPassword(services, staff, { currentPassword: OLD, newPassword }, t);
      expect(result).toMatchObject({ ok: false, field: "newPassword" });
    }
    expect(await sessionsOf(staff.id)).toHaveLength(2);
  });

  it("disabling an account or changing its role ends its sessions; enabling it again does not sign it in", async () => {
    const admin = await account("admin");
    const disabled = await account("admissions");
    expect(await changeAccount(database.db, admin.id, disabled.id, { disabled: true })).toMatchObject({
      ok: true,
      endedSessions: 2,
      before: { role: "admissions", disabled: false },
    });
    expect(await sessionsOf(disabled.id)).toEqual([]);
    expect((await findUserForSignIn(database.db, disabled.email))!.disabled).toBe(1);
    expect(await changeAccount(database.db, admin.id, disabled.id, { disabled: false })).toMatchObject({
      ok: true,
      endedSessions: 0,
    });
    expect((await findUserForSignIn(database.db, disabled.email))!.disabled).toBe(0);

    const promoted = await account("editor");
    expect(await changeAccount(database.db, admin.id, promoted.id, { role: "admissions" })).toMatchObject({
      ok: true,
      endedSessions: 2,
      before: { role: "editor" },
    });
    expect((await findUserForSignIn(database.db, promoted.email))!.role).toBe("admissions");
    expect(await sessionsOf(promoted.id)).toEqual([]);
    expect(await changeAccount(database.db, admin.id, promoted.id, { role: "admissions" })).toEqual({
      ok: false,
      reason: "same-role",
    });
    expect(await changeAccount(database.db, admin.id, 999_999, { disabled: true })).toEqual({
      ok: false,
      reason: "unknown",
    });
  });

  it("an admin cannot disable or demote themself, and the last active admin stays one", async () => {
    const admin = await account("admin");
    expect(await changeAccount(database.db, admin.id, admin.id, { disabled: true })).toEqual({
      ok: false,
      reason: "self",
    });
    expect(await changeAccount(database.db, admin.id, admin.id, { role: "editor" })).toEqual({
      ok: false,
      reason: "self",
    });
    // Leave exactly one active admin: every other admin of this database disabled.
    const admins = await database.db.selectFrom("staff_users").select("id").where("role", "=", "admin").execute();
    await database.db
      .updateTable("staff_users")
      .set({ disabled: 1 })
      .where(
        "id",
        "in",
        admins.map((row) => row.id).filter((id) => id !== admin.id),
      )
      .execute();
    expect(await countActiveAdmins(database.db)).toBe(1);
    // Whoever asks (an admin whose account was disabled meanwhile, a script), the last admin stays.
    const other = await account("editor");
    for (const change of [{ disabled: true }, { role: "editor" as const }])
      expect(await changeAccount(database.db, other.id, admin.id, change)).toEqual({ ok: false, reason: "last-admin" });
    expect(await sessionsOf(admin.id)).toHaveLength(2);
    // With a second active admin, the first may be demoted.
    const second = await account("admin");
    expect(await changeAccount(database.db, second.id, admin.id, { role: "editor" })).toMatchObject({ ok: true });
    expect(await countActiveAdmins(database.db)).toBe(1);
  });
});
