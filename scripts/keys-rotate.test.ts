import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { makeKeyring } from "../app/core/id-proof-keyring.ts";
import { revealIdProofs, storeIdProof } from "../app/models/aadhaar-vault.server.ts";
import { listAudit } from "../app/models/audit.server.ts";
import { openDatabase } from "../db/client.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { databaseKinds, pgUrl } from "../tests/support/databases.ts";

const run = promisify(execFile);
const kinds = await databaseKinds();

/** Runs `npm run keys:rotate`'s command with only the settings given, as an operator on the server would. */
function rotate(env: Record<string, string>, ...args: string[]) {
  const { PATH, HOME } = process.env;
  return run(process.execPath, ["--import", "tsx", "scripts/keys-rotate.ts", ...args], {
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

// Each test runs the command two or three times, a few seconds each on a busy machine.
describe.each(kinds)("npm run keys:rotate on $name", (kind) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A data folder, and a database of the kind as DATABASE_URL names it (PostgreSQL: a database of its own). */
  async function site() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-rotate-"));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    if (kind.name === "sqlite") return { dataDir, url: `sqlite:${path.join(dataDir, "college.db")}` };
    const name = `college_rotate_${randomBytes(4).toString("hex")}`;
    await onPostgres(`create database ${name}`);
    cleanups.push(() => onPostgres(`drop database if exists ${name} with (force)`));
    return { dataDir, url: Object.assign(new URL(pgUrl), { pathname: `/${name}` }).href };
  }

  it("re-seals every number under the newest key in batches, prints and audits the counts; a second run does nothing", async () => {
    const { dataDir, url } = await site();
    const database = openDatabase(url);
    cleanups.push(() => database.db.destroy());
    await migrateToLatest(database);
    const key1 = randomBytes(32);
    const key2 = randomBytes(32);
    const numbers = ["482915736041", "1234567812345678", "999988887777"];
    for (const number of numbers) await storeIdProof(database.db, makeKeyring(key1), number);
    const env = {
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      ID_PROOF_KEY: key1.toString("base64"),
      ID_PROOF_KEYS: `2:${key2.toString("base64")}`,
    };

    const first = await rotate(env, "--batch-size", "2");
    expect(first.stdout).toContain("now sealed under key 2: 3 re-sealed by this run, 0 changed meanwhile");
    expect(first.stdout).toContain("… 2 re-sealed so far");
    const rows = await database.db.selectFrom("aadhaar_vault").select(["token", "key_id"]).execute();
    expect(rows.map((row) => row.key_id)).toEqual([2, 2, 2]);
    const opened = await revealIdProofs(database.db, makeKeyring(randomBytes(32), [{ id: 2, key: key2 }]), [
      ...rows.map((row) => row.token),
    ]);
    expect([...opened.values()].sort()).toEqual([...numbers].sort());

    const second = await rotate(env);
    expect(second.stdout).toContain("now sealed under key 2: 0 re-sealed by this run");
    const audit = await listAudit(database.db, { action: "id-proof-keys-rotated" });
    expect(audit.map((entry) => JSON.parse(entry.after_json!).rotated).sort()).toEqual([0, 3]);
  }, 180_000);

  it("fails, saying why, for a bad batch size, a bad key list, or a number under a key not configured", async () => {
    const { dataDir, url } = await site();
    const database = openDatabase(url);
    cleanups.push(() => database.db.destroy());
    await migrateToLatest(database);
    const key1 = randomBytes(32);
    await storeIdProof(database.db, makeKeyring(key1, [{ id: 5, key: randomBytes(32) }]), "482915736041");
    const env = { DATABASE_URL: url, DATA_DIR: dataDir, ID_PROOF_KEY: key1.toString("base64") };
    await expect(rotate(env, "--batch-size", "0")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("--batch-size must be a whole number"),
    });
    await expect(rotate({ ...env, ID_PROOF_KEYS: "2:short" })).rejects.toMatchObject({
      stderr: expect.stringContaining("ID_PROOF_KEYS"),
    });
    await expect(rotate(env)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("1 numbers are under a key that is missing or not the one"),
    });
  }, 180_000);
});
