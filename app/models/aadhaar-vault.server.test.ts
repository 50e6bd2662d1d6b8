import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { makeKeyring } from "~/core/id-proof-keyring.ts";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";
import { sealedBeforeTheVault } from "../../tests/support/legacy-id-proof.ts";
import { insertApplication } from "../../tests/support/submission-rows.ts";
import {
  deleteIdProof,
  revealApplicationIdProof,
  revealIdProofs,
  rotateIdProofKeys,
  storeIdProof,
} from "./aadhaar-vault.server.ts";

const kinds = await databaseKinds();

describe.each(kinds)("the Aadhaar vault on $name", (kind) => {
  let database: TestDatabase;
  const key1 = randomBytes(32);
  const key2 = randomBytes(32);
  const key3 = randomBytes(32);
  const ringOf1 = makeKeyring(key1);
  const ringOf2 = makeKeyring(key1, [{ id: 2, key: key2 }]);
  const ringOf3 = makeKeyring(key1, [
    { id: 2, key: key2 },
    { id: 3, key: key3 },
  ]);
  let serial = 0;

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.cleanup();
  });
  beforeEach(async () => {
    await database.db.updateTable("applications").set({ id_proof_token: null }).execute();
    await database.db.deleteFrom("aadhaar_vault").execute();
  });

  /** An application whose number is in the vault (sealed by `seal`); answers its id. */
  async function application(number: string, seal: () => Promise<string>) {
    serial += 1;
    const id = await insertApplication(database.db, {
      reference: `GP-2026-V${String(serial).padStart(5, "0")}`,
      dateOfBirth: "2008-04-12",
    });
    await database.db
      .updateTable("applications")
      .set({ id_proof_token: await seal() })
      .where("id", "=", id)
      .execute();
    return id;
  }
  const underRing = (ring: typeof ringOf1, number: string) =>
    application(number, () => storeIdProof(database.db, ring, number));
  /** A number as migration 026 moved it: sealed before the vault, under key 1. */
  const moved = (number: string) =>
    application(number, async () => {
      const token = randomBytes(24).toString("base64url");
      await database.db
        .insertInto("aadhaar_vault")
        .values({ token, ciphertext: sealedBeforeTheVault(key1, number), key_id: 1, created_at: "2026-01-01" })
        .execute();
      return token;
    });
  const keyIds = async () =>
    (await database.db.selectFrom("aadhaar_vault").select("key_id").orderBy("token").execute()).map((r) => r.key_id);

  it("seals under the current key, never in clear, and reveals under whichever key a row holds", async () => {
    const old = await underRing(ringOf1, "482915736041");
    const legacy = await moved("111122223333");
    const fresh = await underRing(ringOf2, "1234567812345678");

    const rows = await database.db.selectFrom("aadhaar_vault").selectAll().execute();
    expect(rows.map((row) => row.key_id).sort()).toEqual([1, 1, 2]);
    expect(JSON.stringify(rows)).not.toMatch(/482915736041|111122223333|1234567812345678/);
    const applications = await database.db.selectFrom("applications").selectAll().execute();
    expect(JSON.stringify(applications)).not.toMatch(/482915736041|111122223333|1234567812345678/);

    expect(await revealApplicationIdProof(database.db, ringOf2, old)).toBe("482915736041");
    expect(await revealApplicationIdProof(database.db, ringOf2, legacy)).toBe("111122223333");
    expect(await revealApplicationIdProof(database.db, ringOf2, fresh)).toBe("1234567812345678");
    // Without key 2 a row sealed under it cannot be opened; an application without a number has none to show.
    await expect(revealApplicationIdProof(database.db, ringOf1, fresh)).rejects.toThrow(/key 2 is not configured/);
    expect(await revealApplicationIdProof(database.db, ringOf2, 999_999)).toBeUndefined();

    const tokens = (await database.db.selectFrom("aadhaar_vault").select("token").execute()).map((r) => r.token);
    const numbers = await revealIdProofs(database.db, ringOf2, [...tokens, "no-such-token"]);
    expect([...numbers.values()].sort()).toEqual(["111122223333", "1234567812345678", "482915736041"]);
  });

  it("rotates every row to the newest key; a run stopped half-way and run again finishes, a third run does nothing", async () => {
    const numbers = ["100000000001", "100000000002", "100000000003", "100000000004", "100000000005"];
    const ids = [
      await moved(numbers[0]!),
      await underRing(ringOf1, numbers[1]!),
      await underRing(ringOf2, numbers[2]!),
      await underRing(ringOf1, numbers[3]!),
      await moved(numbers[4]!),
    ];
    const before = await database.db.selectFrom("aadhaar_vault").selectAll().execute();

    const stopped = rotateIdProofKeys(database, ringOf3, {
      batchSize: 2,
      afterBatch: () => {
        throw new Error("stopped");
      },
    });
    await expect(stopped).rejects.toThrow("stopped");
    expect((await keyIds()).filter((id) => id === 3)).toHaveLength(2);
    // Half-way, every number still opens.
    for (const [i, id] of ids.entries()) {
      expect(await revealApplicationIdProof(database.db, ringOf3, id)).toBe(numbers[i]);
    }

    const again = await rotateIdProofKeys(database, ringOf3, { batchSize: 2 });
    expect(again).toEqual({ keyId: 3, rotated: 3, skipped: 0, unreadable: 0 });
    expect(await keyIds()).toEqual([3, 3, 3, 3, 3]);
    const after = await database.db.selectFrom("aadhaar_vault").selectAll().execute();
    for (const row of after) {
      expect(row.ciphertext).toMatch(/^v2\./);
      expect(row.ciphertext).not.toBe(before.find((old) => old.token === row.token)!.ciphertext);
    }
    for (const [i, id] of ids.entries()) {
      expect(await revealApplicationIdProof(database.db, ringOf3, id)).toBe(numbers[i]);
    }

    expect(await rotateIdProofKeys(database, ringOf3)).toEqual({ keyId: 3, rotated: 0, skipped: 0, unreadable: 0 });
    expect(await database.db.selectFrom("aadhaar_vault").selectAll().execute()).toEqual(after);
    const audit = await database.db
      .selectFrom("audit_log")
      .select("after_json")
      .where("action", "=", "id-proof-keys-rotated")
      .orderBy("id")
      .execute();
    expect(audit.map((entry) => JSON.parse(entry.after_json!).rotated).slice(-2)).toEqual([3, 0]);
  });

  it("two runs at once seal each row once between them, and both leave every number readable", async () => {
    const numbers = Array.from({ length: 12 }, (_, i) => `2000000000${String(i).padStart(2, "0")}`);
    const ids = [];
    for (const number of numbers) ids.push(await underRing(ringOf1, number));
    // PostgreSQL: a second pool, as another process. SQLite: one handle, whose writes queue as another process's
    // would wait on the file's lock (two handles in one thread would block each other's busy wait).
    const other = kind.name === "postgres" ? database.reopen() : database;
    try {
      const [one, two] = await Promise.all([
        rotateIdProofKeys(database, ringOf2, { batchSize: 3 }),
        rotateIdProofKeys(other, ringOf2, { batchSize: 3 }),
      ]);
      expect(one.rotated + two.rotated).toBe(numbers.length);
      expect(one.rotated + one.skipped).toBeLessThanOrEqual(numbers.length);
    } finally {
      if (other !== database) await other.db.destroy();
    }
    expect(await keyIds()).toEqual(numbers.map(() => 2));
    for (const [i, id] of ids.entries()) {
      expect(await revealApplicationIdProof(database.db, ringOf2, id)).toBe(numbers[i]);
    }
  });

  it("leaves a row under a key no longer configured, or configured wrong, as it is, and counts it", async () => {
    const kept = await underRing(ringOf2, "300000000001");
    await underRing(ringOf1, "300000000002");
    const counts = await rotateIdProofKeys(database, makeKeyring(key1, [{ id: 3, key: key3 }]));
    expect(counts).toEqual({ keyId: 3, rotated: 1, skipped: 0, unreadable: 1 });
    expect(await revealApplicationIdProof(database.db, ringOf3, kept)).toBe("300000000001");
    // Another key given the number 2 opens nothing of key 2's.
    const wrong = makeKeyring(key1, [
      { id: 2, key: randomBytes(32) },
      { id: 3, key: key3 },
    ]);
    expect(await rotateIdProofKeys(database, wrong)).toEqual({ keyId: 3, rotated: 0, skipped: 0, unreadable: 1 });
    expect(await revealApplicationIdProof(database.db, ringOf3, kept)).toBe("300000000001");
  });

  it("deletes a number from the vault", async () => {
    const id = await underRing(ringOf1, "400000000001");
    const { id_proof_token: token } = await database.db
      .selectFrom("applications")
      .select("id_proof_token")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(await deleteIdProof(database.db, token!)).toBe(1);
    expect(await revealApplicationIdProof(database.db, ringOf1, id)).toBeUndefined();
    expect(await deleteIdProof(database.db, token!)).toBe(0);
  });
});
