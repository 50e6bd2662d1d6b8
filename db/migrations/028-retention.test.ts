import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";

const kinds = await databaseKinds();

describe.each(kinds)("migration 028 on $name", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("starts with applications kept 3 years after their admission year, set by nobody", async () => {
    const rows = await database.db.selectFrom("institution_settings").selectAll().execute();
    expect(rows).toEqual([{ key: "retention_years", value: "3", updated_at: expect.any(String), updated_by: null }]);
  });

  it("keeps one count per admission year, programme and status", async () => {
    const { db } = database;
    const count = { admission_year: 2022, programme: "Diploma in Civil Engineering", status: "accepted", erased: 4 };
    await db.insertInto("retention_counts").values(count).execute();
    await db
      .insertInto("retention_counts")
      .values({ ...count, status: "rejected" })
      .execute();
    await expect(db.insertInto("retention_counts").values(count).execute()).rejects.toThrow();
    expect(await db.selectFrom("retention_counts").select("erased").execute()).toHaveLength(2);
  });
});
