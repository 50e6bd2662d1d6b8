import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openVaultIdProof } from "~/core/crypto.server.ts";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";
import { sealedBeforeTheVault } from "../../tests/support/legacy-id-proof.ts";
import { insertCivilProgramme, insertUploadedPhoto } from "../../tests/support/submission-rows.ts";
import { up } from "./026-aadhaar-vault.ts";

const kinds = await databaseKinds();

/** The application columns as migration 025 leaves them: the ciphertext on the row. */
type Before = { applications: Record<string, unknown> };

const applicationBefore = (programmeId: number, photo: string, i: number, idProofEncrypted: string, last4: string) => ({
  reference: `GP-2026-00000${i}`,
  data_source: "WebAdmission",
  name: `Applicant ${i}`,
  date_of_birth: "2008-04-12",
  gender: "F",
  category: "ST",
  programme_id: programmeId,
  email: `applicant${i}@example.in`,
  mobile_no: "9300000001",
  alter_mobile_no: null,
  father_name: "Father",
  mother_name: "Mother",
  religion: "Sarna",
  address: "Village",
  city: "Gumla",
  pincode: "835207",
  id_proof_encrypted: idProofEncrypted,
  id_proof_last4: last4,
  photo_record: photo,
  signature: null,
  remarks: null,
  is_lateral: 0,
  created_at: `2026-0${i}-01T05:00:00.000Z`,
  language: "en",
});

describe.each(kinds)("migration 026 on $name", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open({ before: "026-aadhaar-vault" });
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("moves every application's number to the vault under key 1, keeps only a token on the row, drops the column", async () => {
    const key = randomBytes(32);
    const numbers = ["482915736041", "1234567812345678", "999988887777"];
    const programmeId = await insertCivilProgramme(database.db);
    const before = database.db as unknown as Kysely<Before>;
    const sealed = numbers.map((number) => sealedBeforeTheVault(key, number));
    for (const [i, number] of numbers.entries()) {
      await before
        .insertInto("applications")
        .values(
          applicationBefore(programmeId, await insertUploadedPhoto(database.db), i + 1, sealed[i]!, number.slice(-4)),
        )
        .execute();
    }

    await up(database.db as never, database.dialect);

    const applications = await database.db.selectFrom("applications").selectAll().orderBy("reference").execute();
    expect(applications).toHaveLength(3);
    for (const application of applications) expect(application).not.toHaveProperty("id_proof_encrypted");
    expect(applications.map((row) => row.id_proof_last4)).toEqual(["6041", "5678", "7777"]);
    const tokens = applications.map((row) => row.id_proof_token!);
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const vault = await database.db.selectFrom("aadhaar_vault").selectAll().execute();
    expect(vault).toHaveLength(3);
    for (const [i, application] of applications.entries()) {
      const row = vault.find((entry) => entry.token === application.id_proof_token)!;
      // Moved as it was: the same ciphertext, under key 1, dated when the application came.
      expect(row).toEqual({
        token: application.id_proof_token,
        ciphertext: sealed[i],
        key_id: 1,
        created_at: application.created_at,
      });
      expect(openVaultIdProof(key, row.token, row.ciphertext)).toBe(numbers[i]);
    }
  });
});
