import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, type TestDatabase } from "../../../tests/support/databases.ts";
import { TEST_APPLICANT, insertApplication, insertUploadedPhoto } from "../../../tests/support/submission-rows.ts";
import { makeKeyring } from "~/core/id-proof-keyring.ts";
import { translator } from "~/messages/catalogue.ts";
import "~/messages/data-rights-messages.ts";
import { storeIdProof } from "~/models/aadhaar-vault.server.ts";
import { applicationDataHeld, grievancesHeld } from "~/models/data-held.server.ts";
import { changeGrievanceLink } from "~/models/data-rights-grievances.server.ts";
import { createDataRightsRequest } from "~/models/data-rights.server.ts";
import { lodgeGrievance } from "~/models/grievances.server.ts";
import "~/messages/grievance-messages.ts";
import { awaitGuardianConsent } from "~/models/guardian-consents.server.ts";
import { makeAccessPdf } from "./access-pdf.server.ts";

const kinds = await databaseKinds();

/** The text of a PDF as `pdftotext` (poppler-utils) reads it back, as the receipt's test does. */
const pdfText = (pdf: Uint8Array) =>
  execFileSync("pdftotext", ["-layout", "-", "-"], { input: Buffer.from(pdf) }).toString("utf8");
/** pdftotext lays rows out in columns: compare words, not their spacing. */
const words = (text: string) => text.replace(/\s+/g, " ");

const GUARDIAN = {
  name: "Bartholomew Minz",
  relation: "Uncle",
  email: "uncle.minz@example.in",
  mobileNo: "9431000077",
};

describe.each(kinds)("the access answer's PDF on $name", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.cleanup();
  });

  /** An under-18 application naming a guardian, and a draft saved with its address in other letter case. */
  async function heldWithGuardianAndDraft(reference: string, email: string) {
    const id = await insertApplication(database.db, { reference, dateOfBirth: "2010-03-01", email });
    await awaitGuardianConsent(
      database.db,
      { id, reference, language: "en" },
      GUARDIAN,
      "https://college.test",
      new Date("2026-11-24T05:00:00.000Z"),
    );
    const token = await storeIdProof(database.db, makeKeyring(randomBytes(32)), "739182645510");
    await database.db
      .insertInto("application_drafts")
      .values({
        token_hash: randomBytes(32).toString("hex"),
        email: email.toUpperCase(),
        language: "hi",
        fields_json: JSON.stringify({ name: "आशा कुजूर", fatherName: "Draftly Kujur", guardianName: "Draft Guardian" }),
        photo_record: await insertUploadedPhoto(database.db),
        id_proof_token: token,
        id_proof_last4: "5510",
        created_at: "2026-11-20T04:30:00.000Z",
        updated_at: "2026-11-21T04:30:00.000Z",
        expires_at: "2026-12-21T04:30:00.000Z",
      })
      .execute();
    // Another person's draft is not theirs.
    await database.db
      .insertInto("application_drafts")
      .values({
        token_hash: randomBytes(32).toString("hex"),
        email: "someone.else@example.in",
        language: "en",
        fields_json: JSON.stringify({ name: "Not Theirs At All" }),
        photo_record: null,
        id_proof_token: null,
        id_proof_last4: null,
        created_at: "2026-11-20T04:30:00.000Z",
        updated_at: "2026-11-20T04:30:00.000Z",
        expires_at: "2026-12-20T04:30:00.000Z",
      })
      .execute();
    return (await applicationDataHeld(database.db, id))!;
  }

  const facts = { request: "DR-2026-ABCDEF", madeAt: new Date("2026-11-24T06:00:00.000Z"), retentionYears: 3 };

  it("lists the guardian's row and the drafts saved with the applicant's address, numbers masked, no token", async () => {
    const held = await heldWithGuardianAndDraft("GP-2026-GRDN11", "minor.applicant@example.in");
    expect(held.guardian).toMatchObject({ name: GUARDIAN.name, status: "awaiting" });
    expect(held.drafts).toHaveLength(1);
    const text = words(pdfText(await makeAccessPdf({ application: held, grievances: [] }, facts, translator("en"))));
    for (const expected of [
      TEST_APPLICANT.name,
      "Parent or guardian (the applicant was under 18)",
      `Parent's or guardian's name ${GUARDIAN.name}`,
      `Relation to the applicant ${GUARDIAN.relation}`,
      GUARDIAN.email,
      GUARDIAN.mobileNo,
      "Consent Awaited: not given yet",
      "Unfinished forms saved with minor.applicant@example.in",
      "Form saved on 20-11-2026, 10:00 IST",
      "Its link works until (IST) 21-12-2026, 10:00 IST",
      "Draftly Kujur",
      "Draft Guardian",
      "XXXX XXXX 5510",
      "Photo kept with the form Yes",
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("739182645510");
    expect(text).not.toContain("Not Theirs At All");
    const tokens = await database.db.selectFrom("guardian_consents").select("token_hash").execute();
    for (const { token_hash } of tokens) if (token_hash) expect(text).not.toContain(token_hash);
  });

  it("says in Hindi how consent was given, Devanagari read back as typed", async () => {
    const held = await heldWithGuardianAndDraft("GP-2026-GRDN22", "hindi.applicant@example.in");
    const given = { ...held, guardian: { ...held.guardian!, status: "confirmed" as const } };
    given.guardian.confirmedAt = "2026-11-25T06:30:00.000Z";
    given.guardian.confirmedVia = "phone";
    const text = words(pdfText(await makeAccessPdf({ application: given, grievances: [] }, facts, translator("hi"))));
    for (const expected of [
      "माता-पिता या अभिभावक (आवेदक 18 वर्ष से कम आयु का था)",
      "कार्यालय को फ़ोन पर दी गई, 25-11-2026, 12:00 IST को दर्ज की गई",
      "hindi.applicant@example.in के साथ सहेजे गए अधूरे फ़ॉर्म",
      "आशा कुजूर",
      "XXXX XXXX 5510",
    ])
      expect(text).toContain(expected);
  });

  it("says so when an adult's application has no guardian and no draft", async () => {
    const id = await insertApplication(database.db, {
      reference: "GP-2026-ADULT3",
      dateOfBirth: "2000-01-01",
      email: "adult@example.in",
    });
    const held = (await applicationDataHeld(database.db, id))!;
    expect(held.guardian).toBeUndefined();
    const text = words(pdfText(await makeAccessPdf({ application: held, grievances: [] }, facts, translator("en"))));
    expect(text).not.toContain("Parent or guardian");
    expect(text).toContain("Unfinished forms saved with adult@example.in None.");
  });

  it("lists a linked grievance on its own, in Hindi, without the committee's notes", async () => {
    const lodged = await lodgeGrievance(
      database,
      {
        lodgedBy: "parent",
        name: "सुनीता मिंज",
        mobileNo: "9876500011",
        email: undefined,
        category: "fees-scholarships",
        description: "Scholarship money has not come for two terms.",
      },
      {
        language: "hi",
        siteUrl: "https://college.test",
        attachment: null,
        consent: { noticeVersion: 1, givenAt: "2026-11-10T06:00:00.000Z", language: "hi" },
      },
    );
    const request = await createDataRightsRequest(
      database,
      { kind: "access", name: "Sunita", mobileNo: "9876500011", details: "What do you hold?", language: "hi" },
      "https://college.test",
    );
    const { id } = await database.db
      .selectFrom("data_rights_requests")
      .select("id")
      .where("reference", "=", request.reference)
      .executeTakeFirstOrThrow();
    const actor = { userId: 1, email: "admin@college.test", ip: null };
    expect(await changeGrievanceLink(database, id, { kind: "link", number: lodged.number }, actor)).toBe("done");
    const grievances = await grievancesHeld(database.db, id);
    const text = words(pdfText(await makeAccessPdf({ grievances }, facts, translator("hi"))));
    for (const expected of [
      "रखा गया व्यक्तिगत डेटा: शिकायतें",
      `शिकायत ${lodged.number}`,
      "सुनीता मिंज",
      "Scholarship money has not come for two terms.",
    ])
      expect(text).toContain(expected);
  });
});
