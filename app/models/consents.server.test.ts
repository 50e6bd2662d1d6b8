import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeKeyring } from "~/core/id-proof-keyring.ts";
import { seedPageDocuments } from "../../db/seed/page-documents.ts";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";
import { insertCivilProgramme, insertUploadedPhoto } from "../../tests/support/submission-rows.ts";
import { admissionSchema } from "../schemas/forms/admission.ts";
import { contactSchema } from "../schemas/forms/contact.ts";
import { footerEnquirySchema } from "../schemas/forms/footer-enquiry.ts";
import { sampleAdmission, sampleContact } from "../schemas/forms/test-samples.ts";
import { addApplication } from "./applications.server.ts";
import { type Consent, consentOf, deleteConsents, noticeVersionSeen } from "./consents.server.ts";
import { addContactMessage } from "./contact-messages.server.ts";
import { addFooterEnquiry } from "./enquiries.server.ts";
import { getPublishedBlock } from "./pages.server.ts";
import { saveDraft } from "./page-revisions.server.ts";
import { publishNow } from "./page-publishing.server.ts";
import type { SubmissionMail } from "./submission-mail.server.ts";

const kinds = await databaseKinds();
const mail: SubmissionMail = { siteUrl: "https://college.test", queued: () => undefined };
const latestId = async (database: TestDatabase, table: "contact_messages" | "footer_enquiries" | "applications") =>
  (await database.db.selectFrom(table).select("id").orderBy("id", "desc").executeTakeFirstOrThrow()).id;

describe.each(kinds)("consent to the privacy notice on $name", (kind) => {
  let database: TestDatabase;
  const consent: Consent = { noticeVersion: 1, givenAt: "2026-11-24T09:30:00.000Z", language: "hi" };

  beforeAll(async () => {
    database = await kind.open();
    await seedPageDocuments(database);
  });
  afterAll(async () => database.cleanup());

  it("is stored with its submission, in the same write, and read back for the console", async () => {
    await addContactMessage(database, contactSchema.parse(sampleContact()), mail, undefined, consent);
    const id = await latestId(database, "contact_messages");
    expect(await consentOf(database.db, "contact_messages", id)).toEqual(consent);
    // Another form's submission with the same id has its own consent, or none.
    expect(await consentOf(database.db, "footer_enquiries", id)).toBeNull();
  });

  it("is not recorded for a submission that arrives without one (the legacy JSON API)", async () => {
    const enquiry = footerEnquirySchema.parse({
      name: "Asha Kumari",
      email: "asha@example.com",
      mobileNo: "9876543210",
      course: "Civil",
    });
    await addFooterEnquiry(database, enquiry, mail);
    expect(await consentOf(database.db, "footer_enquiries", await latestId(database, "footer_enquiries"))).toBeNull();
  });

  it("is stored with an application, and removed with it by an erasure", async () => {
    const civil = await insertCivilProgramme(database.db);
    const input = admissionSchema.parse(sampleAdmission(civil, await insertUploadedPhoto(database.db)));
    const stored = await addApplication(database, input, makeKeyring(randomBytes(32)), mail, "en", undefined, consent);
    expect(stored.ok).toBe(true);
    const id = await latestId(database, "applications");
    expect(await consentOf(database.db, "applications", id)).toEqual(consent);
    await deleteConsents(database.db, "applications", [id]);
    expect(await consentOf(database.db, "applications", id)).toBeNull();
    expect(await consentOf(database.db, "contact_messages", await latestId(database, "contact_messages"))).toEqual(
      consent,
    );
  });

  it("names the notice's version the form showed when it is one the notice had, else the one published", async () => {
    const notice = (await getPublishedBlock(database.db, "privacy-notice"))!;
    expect(notice.revision).toBe(1);
    expect(await noticeVersionSeen(database.db, "1")).toBe(1);
    const changed = {
      ...notice.document,
      grievanceOfficer: { ...notice.document.grievanceOfficer, phone: "+91 94311 00009" },
    };
    const actor = { userId: null, email: null };
    const draft = await saveDraft(database, { pageId: notice.id, document: changed, baseRevision: 1 }, actor);
    expect(draft.status).toBe("saved");
    await publishNow(database, notice.id, actor, { revision: 2 });
    expect(await noticeVersionSeen(database.db, "1")).toBe(1);
    expect(await noticeVersionSeen(database.db, "2")).toBe(2);
    for (const forged of [undefined, "0", "3", "-1", "1.5", "x"])
      expect(await noticeVersionSeen(database.db, forged)).toBe(2);
  });
});
