import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Dialect } from "../client.ts";

/**
 * The Aadhaar Data Vault (issue 16, decision 062): every Aadhaar/UID number moves from its application's row to a
 * table of its own, keyed by a random token that the application keeps instead. The ciphertext moves as it is (a
 * migration has no key to open it): it was sealed with ID_PROOF_KEY, key 1 of the keyring. The old column goes, so
 * no ciphertext is left beside the applicant's name. On SQLite, which runs migrations outside a transaction, the
 * whole change is one savepoint; PostgreSQL runs each migration in a transaction.
 */
const FIRST_KEY_ID = 1;
const BATCH = 500;

type Before = {
  applications: { id: number; id_proof_encrypted: string; id_proof_token: string | null; created_at: string };
  aadhaar_vault: { token: string; ciphertext: string; key_id: number; created_at: string };
};

/** 24 random bytes in base64url: 32 characters that say nothing about the number or the application. */
const newToken = () => randomBytes(24).toString("base64url");

export async function up(untyped: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === "sqlite") {
    await sql`savepoint aadhaar_vault`.execute(untyped);
    try {
      await change(untyped);
      await sql`release aadhaar_vault`.execute(untyped);
    } catch (error) {
      await sql`rollback to aadhaar_vault`.execute(untyped);
      await sql`release aadhaar_vault`.execute(untyped);
      throw error;
    }
  } else {
    await change(untyped);
  }
}

async function change(untyped: Kysely<unknown>) {
  await untyped.schema
    .createTable("aadhaar_vault")
    .addColumn("token", "varchar(64)", (col) => col.primaryKey())
    .addColumn("ciphertext", "varchar(200)", (col) => col.notNull())
    .addColumn("key_id", "integer", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  // Rotation looks for the rows not yet under the newest key.
  await untyped.schema.createIndex("aadhaar_vault_key_id").on("aadhaar_vault").column("key_id").execute();
  await untyped.schema.alterTable("applications").addColumn("id_proof_token", "varchar(64)").execute();
  await untyped.schema
    .createIndex("applications_id_proof_token")
    .unique()
    .on("applications")
    .column("id_proof_token")
    .execute();

  const db = untyped as Kysely<Before>;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom("applications")
      .select(["id", "id_proof_encrypted", "created_at"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const token = newToken();
      await db
        .insertInto("aadhaar_vault")
        .values({ token, ciphertext: row.id_proof_encrypted, key_id: FIRST_KEY_ID, created_at: row.created_at })
        .execute();
      await db.updateTable("applications").set({ id_proof_token: token }).where("id", "=", row.id).execute();
    }
    after = rows.at(-1)!.id;
  }
  await untyped.schema.alterTable("applications").dropColumn("id_proof_encrypted").execute();
}
