import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.ts";
import type { FormReply } from "~/components/forms/form-reply.ts";
import { makeKeyring } from "~/core/id-proof-keyring.ts";
import type { FormServices } from "~/lib/forms/form-services.ts";
import { seedPageDocuments } from "../../../db/seed/page-documents.ts";
import { databaseKinds, type TestDatabase } from "../../../tests/support/databases.ts";
import { insertCivilProgramme, insertUploadedPhoto } from "../../../tests/support/submission-rows.ts";
import { action } from "./gpcet-form.tsx";

const kinds = await databaseKinds();
type ActionArgs = Parameters<typeof action>[0];
type Answer = { type: "DataWithResponseInit"; data: FormReply; init: { status?: number } };

const MAILED = "We have e-mailed them a link to give it.";
const OFFICE = "The admission office will contact them and record the consent given in person or by phone.";

describe.each(kinds)("the admission form's confirmation for an applicant under 18, $name", (kind) => {
  let database: TestDatabase;
  let services: AppServices;
  let programmeId: number;

  beforeAll(async () => {
    database = await kind.open();
    await seedPageDocuments(database);
    programmeId = await insertCivilProgramme(database.db);
    const forms = {
      database,
      idProofKeys: makeKeyring(randomBytes(32)),
      mail: { siteUrl: "https://college.test", queued: () => undefined },
      allowPost: async () => ({ allowed: true }),
      photoPreviewUrl: (record: string) => `/preview/${record}`,
      logError: () => undefined,
    } as unknown as FormServices;
    services = { db: database.db, siteUrl: "https://college.test", forms } as unknown as AppServices;
  });
  afterAll(async () => {
    await database.cleanup();
  });

  /** Sends a whole application as the form does without JavaScript, photo uploaded and consent ticked. */
  async function send(dateOfBirth: string, guardian: Record<string, string>, language = ""): Promise<Answer> {
    const fields: Record<string, string> = {
      name: "Anita Toppo",
      dateOfBirth,
      gender: "F",
      category: "ST",
      programmeId: String(programmeId),
      email: `anita.${randomBytes(3).toString("hex")}@example.in`,
      mobileNo: "9123456700",
      fatherName: "Birsa Toppo",
      motherName: "Sunita Toppo",
      religion: "Sarna",
      address: "Ward 7, Lohardaga Road",
      city: "Gumla",
      pincode: "835207",
      idProof: "739164825017",
      photoRecord: await insertUploadedPhoto(database.db),
      consent: "yes",
      ...guardian,
    };
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    const request = new Request(`http://college.test${language}/gpcet-form`, { method: "POST", body });
    return (await action({ request, context: { services }, params: {} } as ActionArgs)) as unknown as Answer;
  }

  const GUARDIAN = { guardianName: "Sunita Toppo", guardianRelation: "Mother", guardianMobile: "9123456701" };

  it("says the application waits for the guardian's consent, mailed a link when an address was given", async () => {
    const answer = await send("2010-06-10", { ...GUARDIAN, guardianEmail: "sunita@example.in" });
    expect(answer.init.status).toBe(200);
    expect(answer.data).toMatchObject({ outcome: "success", reference: expect.stringMatching(/^GP-/) });
    expect(answer.data.message).toContain("the application waits for the consent of the parent or guardian");
    expect(answer.data.message).toContain(MAILED);
  });

  it("says the office will record it when the guardian has no address", async () => {
    const answer = await send("2010-06-10", GUARDIAN);
    expect(answer.data.outcome).toBe("success");
    expect(answer.data.message).toContain(OFFICE);
    expect(answer.data.message).not.toContain(MAILED);
  });

  it("says it in Hindi on the Hindi page", async () => {
    const mailed = await send("2010-06-10", { ...GUARDIAN, guardianEmail: "sunita@example.in" }, "/hi");
    expect(mailed.data.message).toContain("माता-पिता या अभिभावक की सहमति की प्रतीक्षा में है");
    expect(mailed.data.message).toContain("ई-मेल से भेज दिया है");
    const office = await send("2010-06-10", GUARDIAN, "/hi");
    expect(office.data.message).toContain("प्रवेश कार्यालय उनसे संपर्क करेगा");
  });

  it("says nothing of consent for an adult, whose guardian's fields are ignored", async () => {
    const answer = await send("2000-01-15", GUARDIAN);
    expect(answer.data.outcome).toBe("success");
    expect(answer.data.message).toBeUndefined();
  });
});
