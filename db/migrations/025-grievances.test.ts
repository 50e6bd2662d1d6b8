import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";

const kinds = await databaseKinds();

describe.each(kinds)("migration 025 on $name", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.cleanup();
  });

  const grievance = (number: string) => ({
    number,
    lodged_by: "parent",
    name: "A parent",
    mobile: "9876543210",
    email: null,
    category: "fees-scholarships",
    description: "The scholarship has not been paid this year.",
    attachment_file: null,
    attachment_mime: null,
    attachment_bytes: null,
    status: "received",
    language: "hi",
    received_at: "2026-11-24T05:00:00.000Z",
    due_at: "2026-12-09T05:00:00.000Z",
    resolved_at: null,
    updated_at: "2026-11-24T05:00:00.000Z",
  });

  it("keeps grievance numbers unique and a grievance's events with it", async () => {
    const row = await database.db
      .insertInto("grievances")
      .values(grievance("GR-2026-ABCDEFGHJK"))
      .returning("id")
      .executeTakeFirstOrThrow();
    await expect(
      database.db.insertInto("grievances").values(grievance("GR-2026-ABCDEFGHJK")).execute(),
    ).rejects.toThrow();
    await database.db
      .insertInto("grievance_events")
      .values({
        grievance_id: row.id,
        at: "2026-11-24T06:00:00.000Z",
        kind: "note",
        to_status: null,
        note: "n",
        staff_id: null,
      })
      .execute();
    await database.db.deleteFrom("grievances").where("id", "=", row.id).execute();
    expect(await database.db.selectFrom("grievance_events").selectAll().execute()).toEqual([]);
  });

  it("refuses an event of no grievance", async () => {
    await expect(
      database.db
        .insertInto("grievance_events")
        .values({
          grievance_id: 424242,
          at: "2026-11-24T06:00:00.000Z",
          kind: "status",
          to_status: "closed",
          note: null,
          staff_id: null,
        })
        .execute(),
    ).rejects.toThrow();
  });
});
