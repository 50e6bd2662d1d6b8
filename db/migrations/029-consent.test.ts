import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";
import { up } from "./029-consent.ts";

const kinds = await databaseKinds();

describe.each(kinds)("migration 029 on $name", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open({ before: "029-consent" });
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("makes the consents table, one consent per submission", async () => {
    await up(database.db as never, database.dialect);
    const consent = {
      submission_table: "contact_messages",
      submission_id: 7,
      notice_version: 1,
      given_at: "2026-11-24T10:00:00.000Z",
      language: "hi",
    };
    await database.db.insertInto("consents").values(consent).execute();
    const rows = await database.db.selectFrom("consents").selectAll().execute();
    expect(rows).toEqual([{ id: 1, ...consent }]);
    // The same submission cannot consent twice; another table's submission of the same id can.
    await expect(database.db.insertInto("consents").values(consent).execute()).rejects.toThrow();
    await database.db
      .insertInto("consents")
      .values({ ...consent, submission_table: "applications" })
      .execute();
    expect(await database.db.selectFrom("consents").select("id").execute()).toHaveLength(2);
  });
});
