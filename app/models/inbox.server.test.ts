import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeTransaction } from "../../db/client.ts";
import { databaseKinds, type TestDatabase } from "../../tests/support/databases.ts";
import { applicationKind } from "~/core/inbox/application-kind.ts";
import { enquiryKinds, findEnquiryKind } from "~/core/inbox/enquiry-kinds.ts";
import { decodeCursor, encodeCursor } from "~/core/inbox/inbox-query.ts";
import { programmeFilterChoices } from "./inbox-choices.server.ts";
import {
  countByStatus,
  exportSubmissions,
  findSubmission,
  listSubmissions,
  setSubmissionStatus,
  statusHistory,
} from "./inbox.server.ts";

const kinds = await databaseKinds();
const quick = findEnquiryKind("quick-enquiries")!;
const footer = findEnquiryKind("footer-enquiries")!;
const contact = findEnquiryKind("contact-messages")!;
const alumni = findEnquiryKind("alumni-feedback")!;

/** 2026-03-10 00:00 IST is 2026-03-09T18:30Z. */
const at = (minutesAfterIstMidnight: number, day = "2026-03-10") =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) - 330 * 60_000 + minutesAfterIstMidnight * 60_000).toISOString();

describe.each(kinds)("inbox model on $name", (kind) => {
  let database: TestDatabase;
  let civil: number;
  let mining: number;
  let course: number;

  beforeAll(async () => {
    database = await kind.open();
    const { db } = database;
    const programme = (display: string, name: string) =>
      db
        .insertInto("programmes")
        .values({
          display_text: display,
          program_name: name,
          seat_group: "diploma",
          seats: 60,
          excluded: 0,
          sort_order: 0,
          published: 1,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    civil = (await programme("Diploma in Civil Engineering", "Civil")).id;
    mining = (await programme("Diploma in Mining Engineering", "Mining")).id;
    course = (
      await db
        .insertInto("alumni_courses")
        .values({ display_text: "Civil Engineering", sort_order: 0, published: 1 })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;

    // Contact messages: 23 of them, some arriving in the same millisecond, to page through.
    for (let i = 0; i < 23; i++) {
      await db
        .insertInto("contact_messages")
        .values({
          name: i === 7 ? "Sunita_Lakra 100%" : `Sender ${i}`,
          email: `sender${i}@Example.in`,
          mobile_no: `70040${String(i).padStart(5, "0")}`,
          subject: `Subject ${i}`,
          message: `Message number ${i}`,
          created_at: at(60 + Math.floor(i / 3)),
        })
        .execute();
    }
    await db
      .insertInto("enquiries")
      .values([
        {
          reference: "EQ-2026-AAAAAA",
          name: "Asha Kumari",
          mobile_no: "9000000001",
          programme_id: civil,
          father_name: "Ram Kumar",
          gender: "F",
          date_of_birth: "2008-01-02",
          created_at: at(-1),
        },
        {
          reference: "EQ-2026-BBBBBB",
          name: "Birsa Oraon",
          mobile_no: "9000000002",
          programme_id: mining,
          father_name: "Sukra Oraon",
          gender: "M",
          date_of_birth: "2007-05-06",
          created_at: at(0),
        },
        {
          reference: "EQ-2026-CCCCCC",
          name: "Chandan Munda",
          mobile_no: "9000000003",
          programme_id: civil,
          father_name: "Lal Munda",
          gender: "M",
          date_of_birth: "2008-09-10",
          created_at: at(24 * 60 - 1),
        },
        {
          reference: "EQ-2026-DDDDDD",
          name: "Deepa Toppo",
          mobile_no: "9000000004",
          programme_id: civil,
          father_name: "Paul Toppo",
          gender: "F",
          date_of_birth: "2008-11-12",
          created_at: at(24 * 60),
        },
      ])
      .execute();
    await db
      .insertInto("footer_enquiries")
      .values([
        {
          name: "Elias Kujur",
          email: "elias@example.in",
          mobile_no: "9100000001",
          course: "Mining",
          created_at: at(10),
        },
        {
          name: "Fulmani Ekka",
          email: "fulmani@example.in",
          mobile_no: "9100000002",
          course: "Civil",
          created_at: at(20),
        },
      ])
      .execute();
    await db
      .insertInto("alumni_feedback")
      .values({
        name: "Gita Minz",
        email: "gita@example.in",
        mobile_no: "9200000001",
        register_number: "1234567890",
        graduation_date: "2020-06-30",
        course_id: course,
        current_address: "Gumla",
        company_name_address: "Works Ltd, Ranchi",
        employer_name_address: "Mr Employer, Ranchi",
        remarks: "Good teachers",
        created_at: at(30),
      })
      .execute();
    await db
      .insertInto("uploads")
      .values({
        record: "photo-1",
        kind: "photo",
        file_name: "photo-1.jpg",
        mime: "image/jpeg",
        width: 300,
        height: 400,
        bytes: 1000,
        attached: 1,
        created_at: at(0),
      })
      .execute();
    await db
      .insertInto("applications")
      .values({
        reference: "GP-2026-ZZZZZZ",
        data_source: "WebAdmission",
        name: "Hira Lakra",
        date_of_birth: "2008-04-12",
        gender: "F",
        category: "ST",
        programme_id: civil,
        email: "hira@example.in",
        mobile_no: "9300000001",
        alter_mobile_no: null,
        father_name: "Father",
        mother_name: "Mother",
        religion: "Sarna",
        address: "Village",
        city: "Gumla",
        pincode: "835207",
        id_proof_token: "vault-token",
        id_proof_last4: "4321",
        photo_record: "photo-1",
        signature: null,
        remarks: null,
        is_lateral: 0,
        created_at: at(5),
      })
      .execute();
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("reads every field of every kind, as its description names them", async () => {
    for (const inbox of [...enquiryKinds, applicationKind]) {
      const [row] = await listSubmissions(database, inbox, {}, { limit: 1 });
      expect(row, inbox.slug).toBeDefined();
      for (const key of inbox.list) expect(row![key], `${inbox.slug} list ${key}`).not.toBeUndefined();
      const full = await findSubmission(database.db, inbox, row!.id);
      for (const field of inbox.fields) expect(full![field.key], `${inbox.slug} ${field.key}`).not.toBeUndefined();
      expect(full!.status).toBe(inbox.workflow.initial);
    }
    const enquiry = await findSubmission(
      database.db,
      quick,
      (await listSubmissions(database, quick, { q: "EQ-2026-BBBBBB" }, { limit: 1 }))[0]!.id,
    );
    expect(enquiry).toMatchObject({
      name: "Birsa Oraon",
      programme: "Diploma in Mining Engineering",
      fatherName: "Sukra Oraon",
      gender: "M",
      status: "new",
    });
    const feedback = await listSubmissions(database, alumni, {}, { limit: 5 });
    expect(feedback[0]).toMatchObject({ name: "Gita Minz", course: "Civil Engineering", registerNumber: "1234567890" });
    expect(await findSubmission(database.db, contact, 999_999)).toBeUndefined();
  });

  it("searches name, mobile, e-mail and reference without regard to case, and takes % and _ literally", async () => {
    const names = async (q: string) =>
      (await listSubmissions(database, contact, { q }, { limit: 50 })).map((row) => row.name);
    expect(await names("SENDER 12")).toEqual(["Sender 12"]);
    expect(await names("7004000015")).toEqual(["Sender 15"]);
    expect(await names("sender3@example.IN")).toEqual(["Sender 3"]);
    expect(await names("a_l")).toEqual(["Sunita_Lakra 100%"]);
    expect(await names("100%")).toEqual(["Sunita_Lakra 100%"]);
    expect(await names("0%")).toEqual(["Sunita_Lakra 100%"]);
    expect(await names("nobody")).toEqual([]);
    const references = await listSubmissions(database, quick, { q: "eq-2026-cccc" }, { limit: 50 });
    expect(references.map((row) => row.reference)).toEqual(["EQ-2026-CCCCCC"]);
    // The message text is not a search field.
    expect(await names("Message number")).toEqual([]);
  });

  it("filters by IST day, by programme or course, and newest first", async () => {
    const refs = async (filter: Parameters<typeof listSubmissions>[2]) =>
      (await listSubmissions(database, quick, filter, { limit: 50 })).map((row) => row.reference);
    expect(await refs({})).toEqual(["EQ-2026-DDDDDD", "EQ-2026-CCCCCC", "EQ-2026-BBBBBB", "EQ-2026-AAAAAA"]);
    expect(await refs({ from: "2026-03-10", to: "2026-03-10" })).toEqual(["EQ-2026-CCCCCC", "EQ-2026-BBBBBB"]);
    expect(await refs({ to: "2026-03-09" })).toEqual(["EQ-2026-AAAAAA"]);
    expect(await refs({ from: "2026-03-11" })).toEqual(["EQ-2026-DDDDDD"]);
    expect(await refs({ programme: String(mining) })).toEqual(["EQ-2026-BBBBBB"]);
    expect(await refs({ programme: "not-a-number" })).toHaveLength(4);
    const courses = await listSubmissions(database, footer, { programme: "Civil" }, { limit: 50 });
    expect(courses.map((row) => row.name)).toEqual(["Fulmani Ekka"]);
    expect(await listSubmissions(database, alumni, { programme: String(course + 1) }, { limit: 50 })).toEqual([]);
    expect((await programmeFilterChoices(database.db, footer)).map((c) => c.value)).toEqual([
      "Civil",
      "Electrical",
      "Mechanical",
      "Mining",
    ]);
    expect((await programmeFilterChoices(database.db, quick)).map((c) => c.label)).toEqual([
      "Diploma in Civil Engineering",
      "Diploma in Mining Engineering",
    ]);
    expect(await programmeFilterChoices(database.db, contact)).toEqual([]);
  });

  it("pages through with a cursor: every row once, in order, even when rows share a timestamp", async () => {
    const all = await listSubmissions(database, contact, {}, { limit: 100 });
    expect(all).toHaveLength(23);
    for (let i = 1; i < all.length; i++) {
      const [newer, older] = [all[i - 1]!, all[i]!];
      expect(newer.createdAt > older.createdAt || (newer.createdAt === older.createdAt && newer.id > older.id)).toBe(
        true,
      );
    }
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const page = await listSubmissions(database, contact, {}, { after: decodeCursor(cursor), limit: 5 });
      seen.push(...page.map((row) => row.id));
      if (page.length < 5) break;
      cursor = encodeCursor(page.at(-1)!);
    }
    expect(seen).toEqual(all.map((row) => row.id));
    // A cursor combines with a filter: the matching rows older than the cursor.
    const cursorRow = all[5]!;
    const filteredPage = await listSubmissions(
      database,
      contact,
      { q: "sender 1" },
      { after: decodeCursor(encodeCursor(cursorRow)), limit: 50 },
    );
    expect(filteredPage.map((row) => row.id)).toEqual(
      all
        .slice(6)
        .filter((row) => String(row.name).startsWith("Sender 1"))
        .map((row) => row.id),
    );
    expect(filteredPage.length).toBeGreaterThan(0);
  });

  it("moves an entry new → contacted → closed, keeps who did it and why, and counts per status", async () => {
    const [first, second] = await listSubmissions(database, contact, {}, { limit: 2 });
    await writeTransaction(database, async (trx) => {
      await setSubmissionStatus(trx, contact, {
        id: first!.id,
        from: "new",
        to: "contacted",
        note: "Called back",
        userId: 1,
        email: "office@college.test",
      });
    });
    await writeTransaction(database, async (trx) => {
      await setSubmissionStatus(trx, contact, {
        id: first!.id,
        from: "contacted",
        to: "closed",
        note: "",
        userId: 2,
        email: "head@college.test",
      });
      await setSubmissionStatus(trx, contact, {
        id: second!.id,
        from: "new",
        to: "contacted",
        note: "",
        userId: 1,
        email: "office@college.test",
      });
    });
    expect((await findSubmission(database.db, contact, first!.id))!.status).toBe("closed");
    const history = await statusHistory(database.db, contact, first!.id);
    expect(history.map(({ from, to, note, email }) => ({ from, to, note, email }))).toEqual([
      { from: "new", to: "contacted", note: "Called back", email: "office@college.test" },
      { from: "contacted", to: "closed", note: null, email: "head@college.test" },
    ]);
    expect(history[0]!.at <= history[1]!.at).toBe(true);

    expect(await countByStatus(database, contact, {})).toEqual({
      byStatus: { new: 21, contacted: 1, closed: 1 },
      all: 23,
      matching: 23,
    });
    expect(await countByStatus(database, contact, { status: "new" })).toMatchObject({ matching: 21 });
    expect((await countByStatus(database, contact, { status: "contacted", q: "nobody" })).matching).toBe(0);
    const newOnes = await listSubmissions(database, contact, { status: "new" }, { limit: 50 });
    expect(newOnes).toHaveLength(21);
    expect(newOnes.every((row) => row.status === "new")).toBe(true);
    expect(
      (await listSubmissions(database, contact, { status: "closed" }, { limit: 50 })).map((row) => row.id),
    ).toEqual([first!.id]);

    // The same id in another kind is untouched: the workflow rows are kept per kind.
    const sameIdEnquiry = await findSubmission(database.db, quick, first!.id);
    if (sameIdEnquiry) expect(sameIdEnquiry.status).toBe("new");
    expect(await statusHistory(database.db, quick, first!.id)).toEqual([]);
    expect((await countByStatus(database, quick, {})).byStatus).toEqual({ new: 4, contacted: 0, closed: 0 });
  });

  it("exports the chosen fields of the filtered list, newest first, with extra columns on request", async () => {
    const fields = contact.fields.filter((field) => ["name", "subject", "status"].includes(field.key));
    const rows = await exportSubmissions(database, contact, { q: "sender 2" }, fields);
    expect(rows.map((row) => row.name)).toEqual(["Sender 22", "Sender 21", "Sender 20", "Sender 2"]);
    expect(rows[0]).toMatchObject({ subject: "Subject 22", status: "closed" });
    expect(rows[1]).toMatchObject({ subject: "Subject 21", status: "contacted" });
    expect(rows[0]).not.toHaveProperty("message");
    const withSecret = await exportSubmissions(database, applicationKind, {}, [], {
      extra: { sealed: "t.id_proof_token" },
    });
    expect(withSecret.map((row) => row.sealed)).toEqual(["vault-token"]);
    expect(await exportSubmissions(database, contact, {}, fields, { limit: 3 })).toHaveLength(3);
  });

  it("lets only one of two simultaneous changes from the same status through", async () => {
    const [untouched, worked] = await listSubmissions(database, contact, { status: "new" }, { limit: 2 });
    const change = (id: number, from: string, to: string, email: string) =>
      writeTransaction(database, (trx) =>
        setSubmissionStatus(trx, contact, { id, from, to, note: "Spam", userId: 1, email }),
      );

    // No workflow row yet: both try to create it at once.
    const outcomes = await Promise.all([
      change(untouched!.id, "new", "contacted", "one@college.test"),
      change(untouched!.id, "new", "closed", "two@college.test"),
    ]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const history = await statusHistory(database.db, contact, untouched!.id);
    expect(history).toHaveLength(1);
    expect((await findSubmission(database.db, contact, untouched!.id))!.status).toBe(history[0]!.to);

    // A workflow row exists: both try to move it on at once.
    expect(await change(worked!.id, "new", "contacted", "one@college.test")).toBe(true);
    const next = await Promise.all([
      change(worked!.id, "contacted", "closed", "one@college.test"),
      change(worked!.id, "contacted", "closed", "two@college.test"),
    ]);
    expect(next.filter(Boolean)).toHaveLength(1);
    expect(await statusHistory(database.db, contact, worked!.id)).toHaveLength(2);
    // A change from a status the entry has left is refused.
    expect(await change(worked!.id, "new", "contacted", "late@college.test")).toBe(false);
  });
});
