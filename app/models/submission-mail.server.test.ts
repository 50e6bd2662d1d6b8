import { randomBytes } from "node:crypto";
import { makeKeyring } from "~/core/id-proof-keyring.ts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { StaffRole } from "../../db/schema.ts";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";
import { insertCivilProgramme, insertUploadedPhoto } from "../../tests/support/submission-rows.ts";
import { admissionSchema } from "../schemas/forms/admission.ts";
import { alumniSchema } from "../schemas/forms/alumni.ts";
import { contactSchema } from "../schemas/forms/contact.ts";
import { footerEnquirySchema } from "../schemas/forms/footer-enquiry.ts";
import {
  AADHAAR_SAMPLE,
  sampleAdmission,
  sampleAlumni,
  sampleContact,
  sampleFooterEnquiry,
} from "../schemas/forms/test-samples.ts";
import { addAlumniFeedback } from "./alumni-feedback.server.ts";
import { addApplication } from "./applications.server.ts";
import { translator } from "~/messages/catalogue.ts";
import { addContactMessage } from "./contact-messages.server.ts";
import { addFooterEnquiry } from "./enquiries.server.ts";
import { insertUser } from "./staff-users.server.ts";
import type { SubmissionMail } from "./submission-mail.server.ts";

const kinds = await databaseKinds();
const SITE = "https://college.test";

describe.each(kinds)("mail queued with submissions on $name", (kind) => {
  let database: TestDatabase;
  let civil: number;
  let course: number;
  let nudges: number;
  const mail: SubmissionMail = { siteUrl: SITE, queued: () => nudges++ };
  const key = makeKeyring(randomBytes(32));

  const outbox = () => database.db.selectFrom("mail_outbox").selectAll().orderBy("id").execute();
  const staff = (role: StaffRole, email: string, disabled = false) =>
    insertUser(database.db, { email, name: email, role, passwordHash: "x" }).then((id) =>
      database.db
        .updateTable("staff_users")
        .set({ disabled: disabled ? 1 : 0 })
        .where("id", "=", id)
        .execute(),
    );
  const photo = () => insertUploadedPhoto(database.db);

  beforeAll(async () => {
    database = await kind.open();
    const { db } = database;
    civil = await insertCivilProgramme(database.db);
    course = (
      await db
        .insertInto("alumni_courses")
        .values({ display_text: "Civil Engineering", sort_order: 0, published: 1 })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => database.cleanup());
  beforeEach(async () => {
    nudges = 0;
    await database.db.deleteFrom("mail_outbox").execute();
    await database.db.deleteFrom("staff_users").execute();
  });

  it("an application: a notice to each active admissions account, the applicant's acknowledgement with the ID; no Aadhaar", async () => {
    await staff("admissions", "office1@college.test");
    await staff("admissions", "office2@college.test");
    await staff("admissions", "gone@college.test", true);
    await staff("editor", "editor@college.test");
    await staff("admin", "head@college.test");

    const stored = await addApplication(
      database,
      admissionSchema.parse(sampleAdmission(civil, await photo())),
      key,
      mail,
    );
    if (!stored.ok) throw new Error("not stored");
    const { reference } = stored.value;
    const application = await database.db
      .selectFrom("applications")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();

    const messages = await outbox();
    expect(messages.map((m) => [m.purpose, m.to_address])).toEqual([
      ["staff", "office1@college.test"],
      ["staff", "office2@college.test"],
      ["acknowledgement", "rohit.kujur@example.in"],
    ]);
    for (const m of messages) {
      expect(m).toMatchObject({
        status: "pending",
        attempts: 0,
        submission_kind: "applications",
        submission_id: application.id,
        sent_at: null,
      });
      expect(m.subject + m.body_text).not.toContain(AADHAAR_SAMPLE);
      expect(m.subject + m.body_text).not.toContain(AADHAAR_SAMPLE.slice(-4));
      expect(m.subject).toContain(reference);
    }
    const notice = messages[0]!;
    expect(notice.subject).toBe(`New admission application ${reference} from Rohit Kujur`);
    expect(notice.body_text).toContain(`${SITE}/admin/applications/${application.id}`);
    expect(notice.body_text).not.toMatch(/9123456780|Anil Kujur|Hostel needed/);
    const receipt = messages[2]!;
    // The acknowledgement goes to an address the visitor typed: no word of theirs in it, not even the name.
    expect(receipt.body_text).toContain("Dear applicant,");
    expect(receipt.subject + receipt.body_text).not.toMatch(/Rohit|Kujur/);
    expect(receipt.body_text).toContain(`Your application ID is ${reference}.`);
    expect(nudges).toBe(1);
  });

  it("acknowledges one address at most once a day, however many applications name it", async () => {
    await staff("admissions", "office@college.test");
    const apply = async (email: string) => {
      const input = admissionSchema.parse({ ...sampleAdmission(civil, await photo()), email });
      const stored = await addApplication(database, input, key, mail);
      if (!stored.ok) throw new Error("not stored");
    };
    await apply("same.person@example.in");
    await apply("Same.Person@example.in");
    await apply("other.person@example.in");
    const acknowledgements = async () =>
      (await outbox()).filter((m) => m.purpose === "acknowledgement").map((m) => m.to_address);
    expect(await acknowledgements()).toEqual(["same.person@example.in", "other.person@example.in"]);
    expect((await outbox()).filter((m) => m.purpose === "staff")).toHaveLength(3);

    // A day later the address may be acknowledged again.
    await database.db
      .updateTable("mail_outbox")
      .set({ created_at: new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString() })
      .execute();
    await apply("same.person@example.in");
    expect(await acknowledgements()).toEqual([
      "same.person@example.in",
      "other.person@example.in",
      "same.person@example.in",
    ]);
  });

  it("records the language an application was sent in, and acknowledges it in that language", async () => {
    await staff("admissions", "office@college.test");
    const input = admissionSchema.parse({ ...sampleAdmission(civil, await photo()), email: "hindi@example.in" });
    const stored = await addApplication(database, input, key, mail, "hi");
    if (!stored.ok) throw new Error("not stored");
    const row = await database.db
      .selectFrom("applications")
      .select("language")
      .where("reference", "=", stored.value.reference)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe("hi");
    const receipt = (await outbox()).find((m) => m.purpose === "acknowledgement")!;
    expect(receipt.body_text).toContain(translator("hi")("mail.receipt.greeting"));
  });

  it("a refused application queues nothing and nudges nobody", async () => {
    await staff("admissions", "office@college.test");
    const refused = await addApplication(
      database,
      admissionSchema.parse(sampleAdmission(civil, "AAAAAAAAAAAAAAAAAAAAAA")),
      key,
      mail,
    );
    expect(refused.ok).toBe(false);
    expect(await outbox()).toEqual([]);
    expect(nudges).toBe(0);
  });

  it("contact messages, footer enquiries and alumni feedback: a notice to the office, no acknowledgement", async () => {
    await staff("admissions", "office@college.test");
    await addContactMessage(database, contactSchema.parse(sampleContact()), mail);
    await addFooterEnquiry(database, footerEnquirySchema.parse(sampleFooterEnquiry()), mail);
    expect((await addAlumniFeedback(database, alumniSchema.parse(sampleAlumni(course)), mail)).ok).toBe(true);
    const messages = await outbox();
    expect(messages.map((m) => [m.purpose, m.to_address, m.submission_kind, m.subject])).toEqual([
      ["staff", "office@college.test", "contact_messages", "New contact message from Sunita Lakra"],
      ["staff", "office@college.test", "footer_enquiries", "New callback enquiry from Birsa Munda"],
      ["staff", "office@college.test", "alumni_feedback", "New alumni feedback from Pooja Toppo"],
    ]);
    // What the visitor wrote stays in the console; the notice links to the message's page there.
    expect(messages[0]!.body_text).not.toContain("hostel");
    expect(messages[0]!.body_text).toContain(`${SITE}/admin/inbox/contact-messages/${messages[0]!.submission_id}`);
    expect(messages[1]!.body_text).toContain(`${SITE}/admin/inbox/footer-enquiries/${messages[1]!.submission_id}`);
    expect(messages[2]!.body_text).toContain(`${SITE}/admin/inbox/alumni-feedback/${messages[2]!.submission_id}`);
    expect(nudges).toBe(3);
  });

  it("without an active admissions account the admins are told, so a submission is never unseen", async () => {
    await staff("admissions", "gone@college.test", true);
    await staff("admin", "head@college.test");
    await staff("editor", "editor@college.test");
    await addContactMessage(database, contactSchema.parse(sampleContact()), mail);
    expect((await outbox()).map((m) => m.to_address)).toEqual(["head@college.test"]);
  });

  it("a submission is stored even when nobody can be told", async () => {
    const before = (await database.db.selectFrom("contact_messages").select("id").execute()).length;
    await addContactMessage(database, contactSchema.parse(sampleContact()), mail);
    expect(await outbox()).toEqual([]);
    expect(await database.db.selectFrom("contact_messages").select("id").execute()).toHaveLength(before + 1);
  });
});
