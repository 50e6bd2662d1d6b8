import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";
import { GRIEVANCE_NUMBER } from "~/core/grievance.ts";
import type { GrievanceInput } from "~/schemas/grievance.ts";
import {
  addGrievanceNote,
  findGrievance,
  grievanceEvents,
  grievancesReceivedBetween,
  listGrievances,
  lodgeGrievance,
  lookUpGrievance,
  moveGrievance,
} from "./grievances.server.ts";
import { consentOf } from "./consents.server.ts";
import { insertUser } from "./staff-users.server.ts";

const kinds = await databaseKinds();

const SECRET_WORDS = "the hostel warden Mr Sharma shouts at us";
const input = (overrides: Partial<GrievanceInput> = {}): GrievanceInput => ({
  lodgedBy: "student",
  name: "Asha Kumari",
  mobileNo: "9876543210",
  email: "Asha@Example.test",
  category: "infrastructure-hostel",
  description: `Every night ${SECRET_WORDS} after ten.`,
  ...overrides,
});
const consent = { noticeVersion: 1, givenAt: "2026-11-10T06:00:00.000Z", language: "en" };
const context = { language: "en" as const, siteUrl: "https://college.test", attachment: null, consent };

describe.each(kinds)("grievances on $name", (kind) => {
  let database: TestDatabase;
  let actor: { id: number; email: string; ip: string | null };

  beforeAll(async () => {
    database = await kind.open();
    const id = await insertUser(database.db, {
      email: "committee@college.test",
      name: "Committee",
      role: "grievance",
      passwordHash: "x",
    });
    actor = { id, email: "committee@college.test", ip: "203.0.113.9" };
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("lodges a grievance with a random number, a 15-day deadline and a mail that carries nothing the visitor typed", async () => {
    const now = new Date("2026-11-10T06:00:00.000Z");
    const lodged = await lodgeGrievance(database, input(), context, now);
    expect(lodged.number).toMatch(GRIEVANCE_NUMBER);
    expect(lodged.number.startsWith("GR-2026-")).toBe(true);
    expect(lodged.dueAt).toBe("2026-11-25T06:00:00.000Z");
    expect(lodged.mailed).toBe(true);
    const mails = await database.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("purpose", "=", "acknowledgement")
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe("Asha@Example.test");
    expect(mails[0]!.subject).toContain(lodged.number);
    expect(mails[0]!.body_text).toContain(lodged.number);
    expect(mails[0]!.body_text).toContain(`/grievance/status?number=${lodged.number}`);
    for (const typed of ["Asha", "Sharma", "9876543210", "hostel"])
      expect(`${mails[0]!.subject}\n${mails[0]!.body_text}`).not.toContain(typed);
    // A second grievance the same day to the same address: stored, but no second mail.
    const second = await lodgeGrievance(database, input({ email: "asha@example.test" }), context, now);
    expect(second.mailed).toBe(false);
    expect(second.number).not.toBe(lodged.number);
    const outbox = await database.db.selectFrom("mail_outbox").selectAll().orderBy("id").execute();
    expect(outbox.filter((mail) => mail.purpose === "acknowledgement")).toHaveLength(1);
    // The committee is told of each at once: its number and where to open it, nothing of the grievance's text.
    const notices = outbox.filter((mail) => mail.purpose === "staff");
    expect(notices.map((mail) => mail.to_address)).toEqual(["committee@college.test", "committee@college.test"]);
    for (const [notice, number] of [
      [notices[0]!, lodged.number],
      [notices[1]!, second.number],
    ] as const) {
      expect(notice.subject).toContain(number);
      expect(notice.body_text).toMatch(/https:\/\/college\.test\/admin\/grievances\/\d+/);
      expect(notice.body_text).not.toContain("hostel");
    }
    // Each stored with the privacy notice's consent it was sent with (decision 064).
    const stored = await database.db
      .selectFrom("grievances")
      .select("id")
      .where("number", "in", [lodged.number, second.number])
      .execute();
    for (const { id } of stored) expect(await consentOf(database.db, "grievances", id)).toEqual(consent);
  });

  it("stores a post once: a resend under the same key gets the first number and stores nothing", async () => {
    const once = { key: `t:grievance-${kind.name}`, form: "grievance" };
    const first = await lodgeGrievance(database, input({ email: undefined }), { ...context, once });
    const again = await lodgeGrievance(database, input({ email: undefined }), { ...context, once });
    expect(again).toEqual(first);
    const rows = await database.db.selectFrom("grievances").select("id").where("number", "=", first.number).execute();
    expect(rows).toHaveLength(1);
  });

  it("answers a look-up by number and mobile or e-mail, and one answer for a wrong contact or an unknown number", async () => {
    const { number } = await lodgeGrievance(database, input({ email: "look@example.test" }), context);
    const byMobile = await lookUpGrievance(database.db, { number, contact: { mobile: "9876543210" } });
    expect(byMobile).toMatchObject({ found: true, number, status: "received", category: "infrastructure-hostel" });
    expect(byMobile.found && byMobile.history).toEqual([{ at: expect.any(String), to: null }]);
    expect(await lookUpGrievance(database.db, { number, contact: { email: "look@example.test" } })).toEqual(byMobile);
    const wrongMobile = await lookUpGrievance(database.db, { number, contact: { mobile: "9876543211" } });
    const wrongEmail = await lookUpGrievance(database.db, { number, contact: { email: "other@example.test" } });
    const unknown = await lookUpGrievance(database.db, {
      number: "GR-2026-ZZZZZZZZZZ",
      contact: { mobile: "9876543210" },
    });
    expect(wrongMobile).toEqual({ found: false });
    expect(wrongEmail).toEqual(wrongMobile);
    expect(unknown).toEqual(wrongMobile);
    // A grievance lodged without an e-mail never matches an empty one.
    const noEmail = await lodgeGrievance(database, input({ email: undefined }), context);
    expect(await lookUpGrievance(database.db, { number: noEmail.number, contact: { email: "" } })).toEqual(wrongMobile);
  });

  it("moves a grievance through its statuses, keeps notes from the public, audits every change", async () => {
    const { number } = await lodgeGrievance(database, input({ email: undefined, category: "examination" }), context);
    const row = await database.db
      .selectFrom("grievances")
      .select("id")
      .where("number", "=", number)
      .executeTakeFirstOrThrow();
    expect(await addGrievanceNote(database, actor, row.id, "Called the warden; internal only")).toBe(true);
    expect(await moveGrievance(database, actor, row.id, "received", "under-review")).toEqual({ ok: true });
    // The page was loaded before that change: refused as stale.
    expect(await moveGrievance(database, actor, row.id, "received", "resolved")).toEqual({
      ok: false,
      reason: "stale",
    });
    expect(await moveGrievance(database, actor, row.id, "under-review", "received")).toEqual({
      ok: false,
      reason: "not-allowed",
    });
    expect(await moveGrievance(database, actor, row.id, "under-review", "resolved")).toEqual({ ok: true });
    expect((await findGrievance(database.db, row.id))?.resolved_at).toEqual(expect.any(String));
    expect(await moveGrievance(database, actor, row.id, "resolved", "closed")).toEqual({ ok: true });
    expect(await moveGrievance(database, actor, row.id, "closed", "under-review")).toEqual({
      ok: false,
      reason: "not-allowed",
    });
    expect(await moveGrievance(database, actor, 999_999, "received", "closed")).toEqual({
      ok: false,
      reason: "unknown",
    });

    const found = await lookUpGrievance(database.db, { number, contact: { mobile: "9876543210" } });
    expect(found).toMatchObject({ found: true, status: "closed" });
    expect(found.found && found.history.map((step) => step.to)).toEqual([null, "under-review", "resolved", "closed"]);
    expect(JSON.stringify(found)).not.toContain("warden");

    const events = await grievanceEvents(database.db, row.id);
    expect(events.map((event) => [event.kind, event.to_status, event.staffEmail])).toEqual([
      ["note", null, "committee@college.test"],
      ["status", "under-review", "committee@college.test"],
      ["status", "resolved", "committee@college.test"],
      ["status", "closed", "committee@college.test"],
    ]);
    const audit = await database.db
      .selectFrom("audit_log")
      .select(["action", "after_json", "ip"])
      .where("entity", "=", "grievances")
      .where("entity_id", "=", String(row.id))
      .orderBy("id")
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual([
      "grievance-note",
      "grievance-status",
      "grievance-status",
      "grievance-status",
    ]);
    expect(audit.every((entry) => entry.ip === "203.0.113.9")).toBe(true);
    // The note's text is in the grievance's history, not copied into the audit log.
    expect(audit.some((entry) => entry.after_json?.includes("warden"))).toBe(false);
  });

  it("lists with filters, newest first, and reports one month's grievances", async () => {
    const examination = await listGrievances(database.db, { category: "examination" });
    expect(examination.length).toBe(1);
    expect(examination[0]!.status).toBe("closed");
    const closed = await listGrievances(database.db, { status: "closed" });
    expect(closed.map((g) => g.id)).toEqual(examination.map((g) => g.id));
    const all = await listGrievances(database.db, {});
    const times = all.map((g) => g.received_at);
    expect(times).toEqual([...times].sort().reverse());
    const november = await grievancesReceivedBetween(
      database.db,
      "2026-10-31T18:30:00.000Z",
      "2026-11-30T18:30:00.000Z",
    );
    expect(november.some((row) => row.received_at === "2026-11-10T06:00:00.000Z")).toBe(true);
    const october = await grievancesReceivedBetween(
      database.db,
      "2026-09-30T18:30:00.000Z",
      "2026-10-31T18:30:00.000Z",
    );
    expect(october).toEqual([]);
  });
});
