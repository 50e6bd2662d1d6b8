import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { listAudit } from "../app/models/audit.server.ts";
import { enableSecondFactor, storePendingSecret } from "../app/models/staff-second-factor.server.ts";
import { insertSession } from "../app/models/staff-sessions.server.ts";
import { insertUser } from "../app/models/staff-users.server.ts";
import { openDatabase } from "../db/client.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { databaseKinds, pgUrl } from "../tests/support/databases.ts";

const run = promisify(execFile);
const kinds = await databaseKinds();

/** Runs `npm run staff:reset-2fa`'s command with only the settings given, as an operator on the server would. */
function reset(env: Record<string, string>, ...args: string[]) {
  const { PATH, HOME } = process.env;
  return run(process.execPath, ["--import", "tsx", "scripts/staff-reset-2fa.ts", ...args], {
    env: { PATH, HOME, ...env },
    timeout: 120_000,
  });
}

async function onPostgres(query: string) {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

describe.each(kinds)("npm run staff:reset-2fa on $name", (kind) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A database of the kind, as DATABASE_URL names it (PostgreSQL: a database of its own). */
  async function databaseUrl(): Promise<string> {
    if (kind.name === "sqlite") {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "college-reset-"));
      cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
      return `sqlite:${path.join(dir, "college.db")}`;
    }
    const name = `college_reset_${randomBytes(4).toString("hex")}`;
    await onPostgres(`create database ${name}`);
    cleanups.push(() => onPostgres(`drop database if exists ${name} with (force)`));
    return Object.assign(new URL(pgUrl), { pathname: `/${name}` }).href;
  }

  it("clears the account's second factor and recovery codes, ends its sessions and audits it", async () => {
    const url = await databaseUrl();
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

    const { stdout } = await reset({ DATABASE_URL: url }, "Office@College.test");
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
    const url = await databaseUrl();
    await expect(reset({ DATABASE_URL: url }, "nobody@college.test")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("There is no staff account with nobody@college.test."),
    });
    await expect(reset({ DATABASE_URL: url })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("Give the account's e-mail address"),
    });
  });
});
