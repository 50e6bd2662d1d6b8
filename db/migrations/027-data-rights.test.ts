import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";

const kinds = await databaseKinds();

const request = (reference: string) => ({
  reference,
  kind: "erasure" as const,
  name: "Asha",
  email: "",
  mobile_no: "9300000001",
  application_reference: null,
  details: "Please erase my application.",
  language: "hi",
  status: "open" as const,
  created_at: "2026-11-24T05:00:00.000Z",
  due_at: "2027-02-22T05:00:00.000Z",
});

describe.each(kinds)("migration 027 on $name", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("keeps requests with a unique number, the working steps empty until the office takes them", async () => {
    const { db } = database;
    const { id } = await db
      .insertInto("data_rights_requests")
      .values(request("DR-2026-ABCDEF"))
      .returning("id")
      .executeTakeFirstOrThrow();
    const row = await db.selectFrom("data_rights_requests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      reference: "DR-2026-ABCDEF",
      application_id: null,
      identity_note: null,
      answer: null,
      erased_at: null,
      closed_at: null,
    });
    await expect(db.insertInto("data_rights_requests").values(request("DR-2026-ABCDEF")).execute()).rejects.toThrow();
    // No foreign key: a link to an application that is later erased is cleared by the erasure, not refused here.
    await db.updateTable("data_rights_requests").set({ application_id: 999_999 }).where("id", "=", id).execute();
  });
});
