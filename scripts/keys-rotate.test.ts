import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { makeKeyring } from "../app/core/id-proof-keyring.ts";
import { revealIdProofs, storeIdProof } from "../app/models/aadhaar-vault.server.ts";
import { listAudit } from "../app/models/audit.server.ts";
import { openDatabase } from "../db/client.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { databaseKinds } from "../tests/support/databases.ts";
import { operatorSite, runOperatorScript } from "../tests/support/operator-scripts.ts";

const kinds = await databaseKinds();

// Each test runs the command two or three times, a few seconds each on a busy machine.
describe.each(kinds)("npm run keys:rotate on $name", (kind) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("re-seals every number under the newest key in batches, prints and audits the counts; a second run does nothing", async () => {
    const { dataDir, url } = await operatorSite(kind, cleanups);
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

    const first = await runOperatorScript("keys-rotate.ts", env, "--batch-size", "2");
    expect(first.stdout).toContain("now sealed under key 2: 3 re-sealed by this run, 0 changed meanwhile");
    expect(first.stdout).toContain("… 2 re-sealed so far");
    const rows = await database.db.selectFrom("aadhaar_vault").select(["token", "key_id"]).execute();
    expect(rows.map((row) => row.key_id)).toEqual([2, 2, 2]);
    const opened = await revealIdProofs(database.db, makeKeyring(randomBytes(32), [{ id: 2, key: key2 }]), [
      ...rows.map((row) => row.token),
    ]);
    expect([...opened.values()].sort()).toEqual([...numbers].sort());

    const second = await runOperatorScript("keys-rotate.ts", env);
    expect(second.stdout).toContain("now sealed under key 2: 0 re-sealed by this run");
    const audit = await listAudit(database.db, { action: "id-proof-keys-rotated" });
    expect(audit.map((entry) => JSON.parse(entry.after_json!).rotated).sort()).toEqual([0, 3]);
  }, 180_000);

  it("fails, saying why, for a bad batch size, a bad key list, or a number under a key not configured", async () => {
    const { dataDir, url } = await operatorSite(kind, cleanups);
    const database = openDatabase(url);
    cleanups.push(() => database.db.destroy());
    await migrateToLatest(database);
    const key1 = randomBytes(32);
    await storeIdProof(database.db, makeKeyring(key1, [{ id: 5, key: randomBytes(32) }]), "482915736041");
    const env = { DATABASE_URL: url, DATA_DIR: dataDir, ID_PROOF_KEY: key1.toString("base64") };
    await expect(runOperatorScript("keys-rotate.ts", env, "--batch-size", "0")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("--batch-size must be a whole number"),
    });
    await expect(runOperatorScript("keys-rotate.ts", { ...env, ID_PROOF_KEYS: "2:short" })).rejects.toMatchObject({
      stderr: expect.stringContaining("ID_PROOF_KEYS"),
    });
    await expect(runOperatorScript("keys-rotate.ts", env)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("1 numbers are under a key that is missing or not the one"),
    });
  }, 180_000);
});
