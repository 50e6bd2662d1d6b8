import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, type TestDatabase } from "../../tests/support/databases.ts";
import { TEST_APPLICANT, insertApplication } from "../../tests/support/submission-rows.ts";
import { applicationDataHeld } from "./data-held.server.ts";
import {
  changeDataRightsRequest,
  createDataRightsRequest,
  findDataRightsRequest,
  isOverdue,
  listDataRightsRequests,
} from "./data-rights.server.ts";
import { insertUser } from "./staff-users.server.ts";

const kinds = await databaseKinds();
const OFFICER = { userId: 2, email: "office@college.test", ip: null };

describe.each(kinds)("data-rights requests on $name", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.cleanup();
  });

  const create = (at: Date, name = "Asha") =>
    createDataRightsRequest(
      database,
      { kind: "access", name, mobileNo: "9300000001", details: "What do you hold about me?", language: "hi" },
      "https://college.test",
      at,
    );

  it("lists open requests by deadline and marks those past it overdue", async () => {
    const old = await create(new Date("2026-01-02T00:00:00.000Z"), "Early");
    const recent = await create(new Date("2026-11-20T00:00:00.000Z"), "Late");
    expect(old.mailed).toBe(false);
    const list = await listDataRightsRequests(database.db, { status: "open" });
    expect(list.map((item) => item.reference).slice(0, 2)).toEqual([old.reference, recent.reference]);
    const now = new Date("2026-11-24T00:00:00.000Z");
    expect(list.map((item) => isOverdue(item, now)).slice(0, 2)).toEqual([true, false]);
  });

  it("tells the admissions office of a new request at once, or the admins when it has no one", async () => {
    const staffMails = () =>
      database.db.selectFrom("mail_outbox").selectAll().where("purpose", "=", "staff").orderBy("id").execute();
    const first = await create(new Date(), "Nobody Yet");
    // No staff account at all: nobody to tell.
    expect(await staffMails()).toEqual([]);
    await insertUser(database.db, { email: "admin@college.test", name: "Admin", role: "admin", passwordHash: "x" });
    const second = await create(new Date(), "Admin Told");
    await insertUser(database.db, { email: "desk@college.test", name: "Desk", role: "admissions", passwordHash: "x" });
    const third = await create(new Date(), "Desk Told");
    const mails = await staffMails();
    expect(mails.map((mail) => mail.to_address)).toEqual(["admin@college.test", "desk@college.test"]);
    expect(mails[0]!.subject).toContain(second.reference);
    expect(mails[1]!.subject).toContain(third.reference);
    expect(mails[1]!.body_text).toMatch(/https:\/\/college\.test\/admin\/data-rights\/\d+/);
    expect(mails[1]!.body_text).not.toContain("What do you hold");
    expect(first.reference).not.toBe(second.reference);
  });

  it("works a request step by step, each step audited without its words, and a closed one takes no more", async () => {
    await insertApplication(database.db, { reference: "GP-2026-HELD22", dateOfBirth: "2009-05-14" });
    const { reference } = await create(new Date());
    const { id } = (await database.db
      .selectFrom("data_rights_requests")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirst())!;
    const step = (change: Parameters<typeof changeDataRightsRequest>[2]) =>
      changeDataRightsRequest(database, id, change, OFFICER);
    expect(await step({ kind: "link", applicationReference: "GP-2026-NONE99" })).toBe("no-application");
    expect(await step({ kind: "verify", note: "Called back on the number given: Asha confirmed." })).toBe("done");
    expect(await step({ kind: "link", applicationReference: "GP-2026-HELD22" })).toBe("done");
    const linked = await findDataRightsRequest(database.db, id);
    expect(linked).toMatchObject({ linked_reference: "GP-2026-HELD22", identity_verified_by: OFFICER.email });
    const held = await applicationDataHeld(database.db, linked!.application_id!);
    expect(held).toMatchObject({ status: "received", application: { name: TEST_APPLICANT.name } });
    expect(await step({ kind: "answer", answer: "Sent the PDF to Asha by post." })).toBe("done");
    expect(await step({ kind: "close" })).toBe("done");
    expect(await step({ kind: "answer", answer: "Again" })).toBe("closed");
    expect(await changeDataRightsRequest(database, 999_999, { kind: "close" }, OFFICER)).toBe("missing");

    const audit = await database.db
      .selectFrom("audit_log")
      .select(["action", "after_json"])
      .where("entity", "=", "data_rights_requests")
      .where("entity_id", "=", String(id))
      .orderBy("id")
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual([
      "data-rights-verify",
      "data-rights-link",
      "data-rights-answer",
      "data-rights-close",
    ]);
    expect(JSON.stringify(audit)).not.toContain("Asha");
  });
});
