import { randomBytes } from "node:crypto";
import { makeKeyring } from "~/core/id-proof-keyring.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";
import { insertCivilProgramme, insertUploadedPhoto } from "../../tests/support/submission-rows.ts";
import { admissionSchema } from "../schemas/forms/admission.ts";
import { contactSchema } from "../schemas/forms/contact.ts";
import { sampleAdmission, sampleContact } from "../schemas/forms/test-samples.ts";
import { addApplication } from "./applications.server.ts";
import { addContactMessage } from "./contact-messages.server.ts";
import { FORM_ANSWER_TTL_MS, sweepFormAnswers } from "./form-answers.server.ts";
import type { SubmissionMail } from "./submission-mail.server.ts";
import { countRows } from "./submissions.server.ts";

const kinds = await databaseKinds();
const mail: SubmissionMail = { siteUrl: "https://college.test", queued: () => undefined };
const once = (form: string) => ({ key: `t:${randomBytes(12).toString("hex")}`, form });

describe.each(kinds)("a post stored once per key on $name", (kind) => {
  let database: TestDatabase;
  let civil: number;
  const key = makeKeyring(randomBytes(32));
  const photo = () => insertUploadedPhoto(database.db);

  beforeAll(async () => {
    database = await kind.open();
    civil = await insertCivilProgramme(database.db);
  });
  afterAll(async () => database.cleanup());

  it("a resent application gets the first application ID; nothing is stored or mailed twice", async () => {
    const input = admissionSchema.parse(sampleAdmission(civil, await photo()));
    const post = once("admission");
    const before = await countRows(database, "applications");
    const mailBefore = (await database.db.selectFrom("mail_outbox").select("id").execute()).length;

    const first = await addApplication(database, input, key, mail, "en", post);
    const again = await addApplication(database, input, key, mail, "en", post);

    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(again.value.reference).toBe(first.value.reference);
    expect(await countRows(database, "applications")).toBe(before + 1);
    const mailAfter = (await database.db.selectFrom("mail_outbox").select("id").execute()).length;
    expect(mailAfter - mailBefore).toBe(1); // the acknowledgement; no staff account exists here
  });

  it("two posts of the same message with different keys are two messages", async () => {
    const input = contactSchema.parse(sampleContact());
    const before = await countRows(database, "contact_messages");
    await addContactMessage(database, input, mail, once("contact"));
    await addContactMessage(database, input, mail, once("contact"));
    expect(await countRows(database, "contact_messages")).toBe(before + 2);
  });

  it("resends arriving together store one message", async () => {
    const input = contactSchema.parse(sampleContact());
    const post = once("contact");
    const before = await countRows(database, "contact_messages");
    await Promise.all(Array.from({ length: 5 }, () => addContactMessage(database, input, mail, post)));
    expect(await countRows(database, "contact_messages")).toBe(before + 1);
  });

  it("forgets answers after a day", async () => {
    const post = once("contact");
    await addContactMessage(database, contactSchema.parse(sampleContact()), mail, post);
    expect(await sweepFormAnswers(database.db, Date.now() + FORM_ANSWER_TTL_MS + 1000)).toBeGreaterThan(0);
    const left = await database.db.selectFrom("form_answers").select("once_key").execute();
    expect(left).toEqual([]);
  });
});
