import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";
import { up } from "./031-application-drafts.ts";

const kinds = await databaseKinds();

describe.each(kinds)("migration 031 on $name", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open({ before: "031-application-drafts" });
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("makes the drafts table, one draft per token hash", async () => {
    await up(database.db as never, database.dialect);
    const draft = {
      token_hash: "a".repeat(64),
      email: "asha@example.in",
      language: "hi",
      fields_json: JSON.stringify({ name: "Asha" }),
      photo_record: null,
      id_proof_token: null,
      id_proof_last4: null,
      created_at: "2026-11-24T10:00:00.000Z",
      updated_at: "2026-11-24T10:00:00.000Z",
      expires_at: "2026-12-24T10:00:00.000Z",
    };
    await database.db.insertInto("application_drafts").values(draft).execute();
    expect(await database.db.selectFrom("application_drafts").selectAll().execute()).toEqual([{ id: 1, ...draft }]);
    await expect(database.db.insertInto("application_drafts").values(draft).execute()).rejects.toThrow();
  });
});
