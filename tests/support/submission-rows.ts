import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** A published programme on offer, as the admission and enquiry forms choose from; answers its id. */
export async function insertCivilProgramme(db: Kysely<Database>): Promise<number> {
  const row = await db
    .insertInto("programmes")
    .values({
      display_text: "Diploma in Civil Engineering",
      program_name: "Civil",
      seat_group: "diploma",
      seats: 60,
      excluded: 0,
      sort_order: 0,
      published: 1,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The row of an uploaded photo no application uses yet (no file: the models read only the row); answers its record. */
export async function insertUploadedPhoto(db: Kysely<Database>): Promise<string> {
  const record = randomBytes(16).toString("base64url");
  await db
    .insertInto("uploads")
    .values({
      record,
      kind: "photo",
      file_name: `${record}.jpg`,
      mime: "image/jpeg",
      width: 300,
      height: 400,
      bytes: 1000,
      attached: 0,
      created_at: new Date().toISOString(),
    })
    .execute();
  return record;
}

/** What a test application is made of: every column a visitor fills, with distinctive words to look for in mail. */
export const TEST_APPLICANT = {
  name: "Zebulon Quixote Tirkey",
  fatherName: "Marmaduke Tirkey",
  motherName: "Philomena Tirkey",
  address: "Lane of Unlikely Words 42",
  remarks: "Please call after the harvest festival",
} as const;

/**
 * An application as the admission form stores it (programme, photo row and all), without going through the form;
 * answers its id.
 */
export async function insertApplication(
  db: Kysely<Database>,
  values: { reference: string; dateOfBirth: string; email?: string; name?: string; language?: string },
): Promise<number> {
  const programmeId = await insertCivilProgramme(db);
  const photoRecord = await insertUploadedPhoto(db);
  const row = await db
    .insertInto("applications")
    .values({
      reference: values.reference,
      data_source: "WebAdmission",
      name: values.name ?? TEST_APPLICANT.name,
      date_of_birth: values.dateOfBirth,
      gender: "F",
      category: "ST",
      programme_id: programmeId,
      email: values.email ?? "applicant@example.in",
      mobile_no: "7004001234",
      alter_mobile_no: null,
      father_name: TEST_APPLICANT.fatherName,
      mother_name: TEST_APPLICANT.motherName,
      religion: "Sarna",
      address: TEST_APPLICANT.address,
      city: "Gumla",
      pincode: "835207",
      id_proof_token: null,
      id_proof_last4: "1234",
      photo_record: photoRecord,
      signature: null,
      remarks: TEST_APPLICANT.remarks,
      is_lateral: 0,
      ...(values.language ? { language: values.language } : {}),
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A contact message as the contact form stores it (Sunita asks about the hostel); answers its id. */
export async function insertContactMessage(db: Kysely<Database>): Promise<number> {
  const row = await db
    .insertInto("contact_messages")
    .values({
      name: "Sunita",
      email: "s@example.in",
      mobile_no: "7004001234",
      subject: "Hostel",
      message: "Is there a hostel?",
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
