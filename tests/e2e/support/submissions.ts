import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { makeKeyring } from "../../../app/core/id-proof-keyring.ts";
import { photosDir } from "../../../app/lib/media/photo-store.server.ts";
import { storeIdProof } from "../../../app/models/aadhaar-vault.server.ts";
import { sharedServer } from "./staff.ts";

const reference = (prefix: string) => `${prefix}-2026-${randomBytes(3).toString("hex").toUpperCase()}`;

/** Stores an application as the admission form would have (the photo row included), received at `createdAt`. */
export async function storeApplication(name: string, createdAt: string, server = sharedServer()): Promise<string> {
  const { db } = server.openDatabase();
  const programme = await db
    .selectFrom("programmes")
    .select("id")
    .where("program_name", "=", "Civil")
    .executeTakeFirstOrThrow();
  const record = randomBytes(12).toString("base64url");
  const { dataDir } = server;
  fs.mkdirSync(photosDir(dataDir), { recursive: true });
  await sharp({ create: { width: 300, height: 400, channels: 3, background: "#8899aa" } })
    .jpeg()
    .toFile(path.join(photosDir(dataDir), `${record}.jpg`));
  const key = Buffer.from(fs.readFileSync(path.join(dataDir, "keys", "id-proof.key"), "utf8").trim(), "base64");
  const id = reference("GP");
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
      attached: 1,
      created_at: createdAt,
    })
    .execute();
  await db
    .insertInto("applications")
    .values({
      reference: id,
      data_source: "WebAdmission",
      name,
      date_of_birth: "2008-04-12",
      gender: "F",
      category: "ST",
      programme_id: programme.id,
      email: "applicant@example.in",
      mobile_no: "9876501234",
      alter_mobile_no: null,
      father_name: "Father Sample",
      mother_name: "Mother Sample",
      religion: "Sarna",
      address: "Village Sample, Block Sisai",
      city: "Gumla",
      pincode: "835207",
      id_proof_token: await storeIdProof(db, makeKeyring(key), "123456784321"),
      id_proof_last4: "4321",
      photo_record: record,
      signature: null,
      remarks: null,
      is_lateral: 0,
      created_at: createdAt,
    })
    .execute();
  await db.destroy();
  return id;
}

/** Stores one submission of every other kind (as the forms would have), so each console list has a row to open. */
export async function storeOneOfEachEnquiry(name: string, createdAt: string, server = sharedServer()): Promise<void> {
  const { db } = server.openDatabase();
  const programme = await db
    .selectFrom("programmes")
    .select("id")
    .where("program_name", "=", "Civil")
    .executeTakeFirstOrThrow();
  const course = await db.selectFrom("alumni_courses").select("id").executeTakeFirstOrThrow();
  const person = { name, mobile_no: "9876501234", created_at: createdAt };
  await db
    .insertInto("enquiries")
    .values({
      ...person,
      reference: reference("EQ"),
      programme_id: programme.id,
      father_name: "Father Sample",
      gender: "M",
      date_of_birth: "2008-01-02",
    })
    .execute();
  await db
    .insertInto("footer_enquiries")
    .values({ ...person, email: "visitor@example.in", course: "Diploma in Civil Engineering" })
    .execute();
  await db
    .insertInto("contact_messages")
    .values({
      ...person,
      email: "visitor@example.in",
      subject: "Hostel seats",
      message: "Are hostel seats available for girls this year?",
    })
    .execute();
  await db
    .insertInto("alumni_feedback")
    .values({
      ...person,
      email: "alumnus@example.in",
      register_number: "GP2019CE001",
      graduation_date: "2022-06-30",
      course_id: course.id,
      current_address: "Ranchi",
      company_name_address: "Sample Constructions, Ranchi",
      employer_name_address: "Site Engineer",
      remarks: "Thankful to the teachers.",
    })
    .execute();
  await db.destroy();
}
