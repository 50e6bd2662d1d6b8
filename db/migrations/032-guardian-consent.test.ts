import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";
import { up } from "./032-guardian-consent.ts";

const kinds = await databaseKinds();

describe.each(kinds)("migration 032 on $name", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open({ before: "032-guardian-consent" });
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("makes the guardian_consents table, one row per application, each token once", async () => {
    await up(database.db as never, database.dialect);
    const awaiting = {
      application_id: 7,
      guardian_name: "Sunita Devi",
      relation: "Mother",
      email: "sunita@example.in",
      mobile_no: "9876543210",
      status: "awaiting" as const,
      token_hash: "a".repeat(64),
      token_expires_at: "2026-12-24T10:00:00.000Z",
      confirmed_at: null,
      confirmed_via: null,
      recorded_by: null,
      note: null,
      created_at: "2026-11-24T10:00:00.000Z",
    };
    await database.db.insertInto("guardian_consents").values(awaiting).execute();
    expect(await database.db.selectFrom("guardian_consents").selectAll().execute()).toEqual([{ id: 1, ...awaiting }]);
    // One row per application; one application per token; many rows without a token (no guardian named).
    await expect(database.db.insertInto("guardian_consents").values(awaiting).execute()).rejects.toThrow();
    await expect(
      database.db
        .insertInto("guardian_consents")
        .values({ ...awaiting, application_id: 8 })
        .execute(),
    ).rejects.toThrow();
    const unnamed = {
      ...awaiting,
      guardian_name: null,
      relation: null,
      email: null,
      mobile_no: null,
      token_hash: null,
    };
    await database.db
      .insertInto("guardian_consents")
      .values([
        { ...unnamed, application_id: 9 },
        { ...unnamed, application_id: 10 },
      ])
      .execute();
    expect(await database.db.selectFrom("guardian_consents").select("id").execute()).toHaveLength(3);
  });
});
