import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { type Db, writeTransaction } from "../../db/client.ts";
import type { Database } from "../../db/schema.ts";
import { openVaultIdProof, sealVaultIdProof } from "~/core/crypto.server.ts";
import { type IdProofKeyring, keyFor } from "~/core/id-proof-keyring.ts";
import { recordAudit } from "./audit.server.ts";

/**
 * The Aadhaar Data Vault (decision 062): the only table that holds Aadhaar/UID numbers, each sealed under a numbered
 * key of the keyring and found by a random token; an application keeps the token alone. Only these functions read
 * or write it.
 */

/** 24 random bytes in base64url: 32 characters that say nothing about the number or the application. */
const newToken = () => randomBytes(24).toString("base64url");

/** Seals `plain` under the keyring's current key in a new vault row (inside the caller's transaction); answers its token. */
export async function storeIdProof(trx: Kysely<Database>, ring: IdProofKeyring, plain: string): Promise<string> {
  const token = newToken();
  const { id, key } = ring.current;
  await trx
    .insertInto("aadhaar_vault")
    .values({
      token,
      ciphertext: sealVaultIdProof(key, token, plain),
      key_id: id,
      created_at: new Date().toISOString(),
    })
    .execute();
  return token;
}

/** The whole number of application `applicationId`, for the admin-only, audited reveal; undefined when none. */
export async function revealApplicationIdProof(
  db: Kysely<Database>,
  ring: IdProofKeyring,
  applicationId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("applications")
    .innerJoin("aadhaar_vault", "aadhaar_vault.token", "applications.id_proof_token")
    .select(["aadhaar_vault.token", "aadhaar_vault.ciphertext", "aadhaar_vault.key_id"])
    .where("applications.id", "=", applicationId)
    .executeTakeFirst();
  return row ? openVaultIdProof(keyFor(ring, row.key_id), row.token, row.ciphertext) : undefined;
}

/** The whole numbers behind `tokens` (the admin-only unmasked export), read a few hundred at a time. */
export async function revealIdProofs(
  db: Kysely<Database>,
  ring: IdProofKeyring,
  tokens: readonly string[],
): Promise<Map<string, string>> {
  const numbers = new Map<string, string>();
  const wanted = [...new Set(tokens)];
  for (let start = 0; start < wanted.length; start += 500) {
    const rows = await db
      .selectFrom("aadhaar_vault")
      .select(["token", "ciphertext", "key_id"])
      .where("token", "in", wanted.slice(start, start + 500))
      .execute();
    for (const row of rows)
      numbers.set(row.token, openVaultIdProof(keyFor(ring, row.key_id), row.token, row.ciphertext));
  }
  return numbers;
}

/**
 * Removes a number from the vault (an erasure, in the transaction that deletes or clears its application); answers
 * how many rows went (0 when another process removed it first).
 */
export async function deleteIdProof(trx: Kysely<Database>, token: string): Promise<number> {
  const result = await trx.deleteFrom("aadhaar_vault").where("token", "=", token).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface RotationCounts {
  /** The key every number is now sealed under. */
  keyId: number;
  /** Rows this run re-sealed under it. */
  rotated: number;
  /** Rows another run (or an erasure) changed between this run's read and its write: left as they were. */
  skipped: number;
  /** Rows no configured key opens (their key is missing, or another key has its number): left as they are. */
  unreadable: number;
}

/**
 * Re-seals every vault row not yet under the current key, `batchSize` rows per write transaction, while the site
 * keeps running. Each row is written only if it still holds the key and ciphertext this run read (a conditional
 * update), so a second run, or two runs at once, never seal a row twice or undo each other. Writes the counts to the
 * audit log.
 */
export async function rotateIdProofKeys(
  database: Db,
  ring: IdProofKeyring,
  options: { batchSize?: number; afterBatch?: (counts: RotationCounts) => void | Promise<void> } = {},
): Promise<RotationCounts> {
  const batchSize = options.batchSize ?? 200;
  const { id: keyId, key } = ring.current;
  const counts: RotationCounts = { keyId, rotated: 0, skipped: 0, unreadable: 0 };
  let after = "";
  for (;;) {
    // Ordered by token and read past the last one, so a row left behind (unreadable, or skipped) is not read again.
    const rows = await database.db
      .selectFrom("aadhaar_vault")
      .select(["token", "ciphertext", "key_id"])
      .where("key_id", "<>", keyId)
      .where("token", ">", after)
      .orderBy("token")
      .limit(batchSize)
      .execute();
    if (rows.length === 0) break;
    after = rows.at(-1)!.token;
    await writeTransaction(database, async (trx) => {
      for (const row of rows) {
        let plain: string;
        try {
          plain = openVaultIdProof(keyFor(ring, row.key_id), row.token, row.ciphertext);
        } catch {
          counts.unreadable += 1;
          continue;
        }
        const result = await trx
          .updateTable("aadhaar_vault")
          .set({ ciphertext: sealVaultIdProof(key, row.token, plain), key_id: keyId })
          .where("token", "=", row.token)
          .where("key_id", "=", row.key_id)
          .where("ciphertext", "=", row.ciphertext)
          .executeTakeFirst();
        if (result.numUpdatedRows > 0n) counts.rotated += 1;
        else counts.skipped += 1;
      }
    });
    await options.afterBatch?.({ ...counts });
  }
  await recordAudit(database.db, { action: "id-proof-keys-rotated", entity: "aadhaar_vault", after: counts });
  return counts;
}
