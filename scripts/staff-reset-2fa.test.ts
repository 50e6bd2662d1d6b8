import { afterEach, describe, expect, it } from "vitest";
import { listAudit } from "../app/models/audit.server.ts";
import { enableSecondFactor, storePendingSecret } from "../app/models/staff-second-factor.server.ts";
import { insertSession } from "../app/models/staff-sessions.server.ts";
import { insertUser } from "../app/models/staff-users.server.ts";
import { openDatabase } from "../db/client.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { databaseKinds } from "../tests/support/databases.ts";
import { operatorSite, runOperatorScript } from "../tests/support/operator-scripts.ts";

const kinds = await databaseKinds();

describe.each(kinds)("npm run staff:reset-2fa on $name", (kind) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("clears the account's second factor and recovery codes, ends its sessions and audits it", async () => {
    const { url } = await operatorSite(kind, cleanups);
    const database = openDatabase(url);
    cleanups.push(() => database.db.destroy());
    await migrateToLatest(database);
    const id = await insertUser(database.db, {
      email: "office@college.test",
      name: "Office",
      role: "admin",
      passwordHash: "x",
    });
    await storePendingSecret(database.db, id, "v1.not-read-here");
    await enableSecondFactor(database.db, id, 1, ["a".repeat(64), "b".repeat(64)], new Date().toISOString());
    const now = new Date().toISOString();
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    for (const idHash of ["one", "two"]) await insertSession(database.db, { idHash, userId: id, now, expiresAt });

    const { stdout } = await runOperatorScript("staff-reset-2fa.ts", { DATABASE_URL: url }, "Office@College.test");
    expect(stdout).toContain("Two-step sign-in was cleared for office@college.test; sessions ended: 2.");

    const user = await database.db.selectFrom("staff_users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ totp_secret_encrypted: null, totp_enabled_at: null, totp_last_step: null });
    expect(await database.db.selectFrom("staff_recovery_codes").selectAll().execute()).toEqual([]);
    expect(await database.db.selectFrom("staff_sessions").selectAll().execute()).toEqual([]);
    const audit = await listAudit(database.db, { action: "second-factor-reset" });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ email: "office@college.test", user_id: id });
  });

  it("says so, and fails, for an unknown account or no e-mail at all", async () => {
    const { url } = await operatorSite(kind, cleanups);
    await expect(
      runOperatorScript("staff-reset-2fa.ts", { DATABASE_URL: url }, "nobody@college.test"),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("There is no staff account with nobody@college.test."),
    });
    await expect(runOperatorScript("staff-reset-2fa.ts", { DATABASE_URL: url })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("Give the account's e-mail address"),
    });
  });
});
