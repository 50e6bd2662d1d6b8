import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { referencePattern } from "../../app/core/application-id.ts";
import { revealApplicationIdProof } from "../../app/models/aadhaar-vault.server.ts";
import { translator } from "../../app/messages/catalogue.ts";
import { countRows } from "../../app/models/submissions.server.ts";
import { databaseKinds } from "../../tests/support/databases.ts";
import { loadSecrets, loadConfig } from "../config.ts";
import {
  AADHAAR_SAMPLE,
  legacyAdmission as sampleAdmission,
  legacyAlumni as sampleAlumni,
  legacyContact as sampleContact,
  legacyQuickEnquiry as sampleQuickEnquiry,
} from "./legacy-samples.ts";
import { type FormsTestApp, solvedCaptcha, startFormsApp } from "../../tests/support/submission-test-app.ts";

const kinds = await databaseKinds();

async function photoForm(bytes: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), filename);
  const request = new Request("http://x/", { method: "POST", body: form });
  return {
    headers: { "content-type": request.headers.get("content-type")! },
    payload: Buffer.from(await request.arrayBuffer()),
  };
}

const jpeg = () =>
  sharp({ create: { width: 300, height: 400, channels: 3, background: "#3366cc" } })
    .jpeg()
    .toBuffer();
const png = () =>
  sharp({ create: { width: 300, height: 400, channels: 4, background: "#cc6633" } })
    .png()
    .toBuffer();

describe.each(kinds)("submission endpoints on $name", (kind) => {
  let forms: FormsTestApp;
  let civil: number;
  let excluded: number;
  let course: number;
  const post = async (url: string, payload: unknown) => {
    const response = await forms.app.inject({ method: "POST", url, payload: payload as object });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };
  const upload = async (bytes: Buffer, filename: string, type: string) => {
    const response = await forms.app.inject({
      method: "POST",
      url: "/api/uploads/photo",
      ...(await photoForm(bytes, filename, type)),
    });
    return { status: response.statusCode, body: response.json() as { record?: string; message?: string } };
  };
  const uploadedRecord = async () => {
    const { body } = await upload(await jpeg(), "me.jpg", "image/jpeg");
    return body.record!;
  };

  beforeAll(async () => {
    // The limits have their own tests below; here they must not cut off the many posts of these tests.
    forms = await startFormsApp(kind, { env: { FORM_RATE_LIMIT: "1000" } });
    const programmes = (await forms.app.inject({ url: "/api/Enquiry/Program" })).json() as {
      id: number;
      programName: string;
    }[];
    civil = programmes.find((p) => p.programName === "Civil")!.id;
    const all = await forms.database.db.selectFrom("programmes").select(["id", "program_name"]).execute();
    excluded = all.find((p) => p.program_name === "Diploma (AE)")!.id;
    course = ((await forms.app.inject({ url: "/api/FeedBack/Program" })).json() as { id: number }[])[0]!.id;
  });
  afterAll(async () => forms.close());

  describe("POST /api/Enquiry/AddEnquiry (quick enquiry)", () => {
    it("stores a valid enquiry with a solved captcha and answers the enquiry number in message", async () => {
      const before = await countRows(forms.database, "enquiries");
      const { status, body } = await post("/api/Enquiry/AddEnquiry", {
        ...sampleQuickEnquiry(civil),
        altcha: await solvedCaptcha(forms.app),
      });
      expect(status).toBe(200);
      expect(body.message).toMatch(referencePattern("EQ"));
      const row = await forms.database.db
        .selectFrom("enquiries")
        .selectAll()
        .where("reference", "=", body.message as string)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        name: "Asha Kumari",
        mobile_no: "9876543210",
        programme_id: civil,
        gender: "F",
        date_of_birth: "2007-05-14",
      });
      expect(await countRows(forms.database, "enquiries")).toBe(before + 1);
    });

    it.each([
      ["without a captcha", undefined],
      ["with a made-up captcha", Buffer.from(JSON.stringify({ challenge: {}, solution: {} })).toString("base64")],
      ["with garbage for a captcha", "not base64 json"],
    ])("refuses an enquiry %s: Captcha Validation failed, nothing stored", async (_case, altcha) => {
      const before = await countRows(forms.database, "enquiries");
      const { status, body } = await post("/api/Enquiry/AddEnquiry", {
        ...sampleQuickEnquiry(civil),
        ...(altcha ? { altcha } : {}),
      });
      expect(status).toBe(400);
      expect(body.message).toBe("Captcha Validation failed. Please try again.");
      expect(await countRows(forms.database, "enquiries")).toBe(before);
    });

    it("refuses a replayed captcha solution", async () => {
      const altcha = await solvedCaptcha(forms.app);
      const first = { ...sampleQuickEnquiry(civil), Name: "Captcha Spender", altcha };
      expect((await post("/api/Enquiry/AddEnquiry", first)).status).toBe(200);
      const before = await countRows(forms.database, "enquiries");
      const replay = await post("/api/Enquiry/AddEnquiry", {
        ...sampleQuickEnquiry(civil),
        Name: "Someone Else",
        altcha,
      });
      expect(replay.status).toBe(400);
      expect(replay.body.message).toBe("Captcha Validation failed. Please try again.");
      expect(await countRows(forms.database, "enquiries")).toBe(before);
    });

    it("does not spend the captcha on a refused enquiry, so the visitor can correct it", async () => {
      const altcha = await solvedCaptcha(forms.app);
      const refused = await post("/api/Enquiry/AddEnquiry", { ...sampleQuickEnquiry(excluded), altcha });
      expect(refused.body.errors).toEqual({ ProgID: ["Select Course"] });
      expect((await post("/api/Enquiry/AddEnquiry", { ...sampleQuickEnquiry(civil), altcha })).status).toBe(200);
    });

    it.each([
      ["Name", { Name: "" }, "Enter Name"],
      ["Name", { Name: "   " }, "Enter Name"],
      ["Mobileno", { Mobileno: "" }, "Enter Mobile No"],
      ["Mobileno", { Mobileno: "98765" }, "enter 10 digit number"],
      ["Mobileno", { Mobileno: "98765432ab" }, "enter 10 digit number"],
      ["ProgID", { ProgID: "" }, "Select Course"],
      ["FatherName", { FatherName: undefined }, "Enter Father's Name"],
      ["gender", { gender: "X" }, "Select Gender"],
      ["DOB", { DOB: "" }, "Enter Date of Birth"],
      ["DOB", { DOB: "2007-02-30" }, "Enter Date of Birth"],
    ])("answers 400 naming %s for %o", async (field, change, message) => {
      const { status, body } = await post("/api/Enquiry/AddEnquiry", { ...sampleQuickEnquiry(civil), ...change });
      expect(status).toBe(400);
      expect(body.errors).toEqual({ [field]: [message] });
    });

    it("refuses Diploma (AE) and unknown programmes as course choices", async () => {
      for (const ProgID of [excluded, 99_999]) {
        const { status, body } = await post("/api/Enquiry/AddEnquiry", {
          ...sampleQuickEnquiry(ProgID),
          altcha: await solvedCaptcha(forms.app),
        });
        expect(status).toBe(400);
        expect(body.errors).toEqual({ ProgID: ["Select Course"] });
      }
    });

    it("answers a filled honeypot like a success and stores nothing", async () => {
      const before = await countRows(forms.database, "enquiries");
      const { status, body } = await post("/api/Enquiry/AddEnquiry", {
        ...sampleQuickEnquiry(civil),
        website: "http://spam.example",
      });
      expect(status).toBe(200);
      expect(body.message).toMatch(referencePattern("EQ"));
      expect(await countRows(forms.database, "enquiries")).toBe(before);
    });
  });

  describe("POST /api/WebEnquiry/WebEnquiryNew (contact)", () => {
    it("stores a valid message", async () => {
      const { status, body } = await post("/api/WebEnquiry/WebEnquiryNew", sampleContact());
      expect(status).toBe(200);
      expect(body).toEqual({ isSuccess: true, message: "Form submitted successfully." });
      const row = await forms.database.db
        .selectFrom("contact_messages")
        .selectAll()
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        name: "Sunita Lakra",
        email: "sunita@example.in",
        subject: "Hostel for girls",
        mobile_no: "7004001234",
      });
    });

    it("trims every string", async () => {
      await post("/api/WebEnquiry/WebEnquiryNew", { ...sampleContact(), name: "  Trimmed Name  " });
      const row = await forms.database.db
        .selectFrom("contact_messages")
        .select("name")
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(row.name).toBe("Trimmed Name");
    });

    it.each([
      ["name", { name: "" }, "Enter Name"],
      ["email", { email: "" }, "Enter email address"],
      ["email", { email: "not-an-email" }, "Enter valid email"],
      ["subject", { subject: " " }, "Enter subject"],
      ["mobileno", { mobileno: "" }, "Enter Mobile No"],
      ["mobileno", { mobileno: "12345678901" }, "enter 10 digit number"],
      ["message", { message: "" }, "Enter message"],
      ["message", { message: "x".repeat(2001) }, "Use at most 2000 characters"],
      ["name", { name: "x".repeat(101) }, "Use at most 100 characters"],
    ])("answers 400 naming %s for a bad value", async (field, change, message) => {
      const { status, body } = await post("/api/WebEnquiry/WebEnquiryNew", { ...sampleContact(), ...change });
      expect(status).toBe(400);
      expect(body.errors).toEqual({ [field]: [message] });
    });

    it("refuses unknown fields, naming them", async () => {
      const { status, body } = await post("/api/WebEnquiry/WebEnquiryNew", { ...sampleContact(), isAdmin: true });
      expect(status).toBe(400);
      expect(body.errors).toEqual({ isAdmin: ["This field is not part of the form"] });
    });

    it("refuses a body that is not an object", async () => {
      expect((await post("/api/WebEnquiry/WebEnquiryNew", [sampleContact()])).status).toBe(400);
    });

    it("answers a filled honeypot like a success and stores nothing", async () => {
      const before = await countRows(forms.database, "contact_messages");
      const { status, body } = await post("/api/WebEnquiry/WebEnquiryNew", { ...sampleContact(), website: "x" });
      expect(status).toBe(200);
      expect(body.isSuccess).toBe(true);
      expect(await countRows(forms.database, "contact_messages")).toBe(before);
    });

    it.each([
      "/api/WebEnquiry/WebEnquiryNew",
      "/api/Enquiry/AddEnquiry",
      "/api/Enquiry/ApplyFromEnquiry",
      "/api/FeedBack/FeedBackEntryAlumini",
    ])("refuses a body over 64 KiB to %s with 413, storing nothing", async (url) => {
      const response = await forms.app.inject({
        method: "POST",
        url,
        payload: { ...sampleContact(), message: "x".repeat(70 * 1024) },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ message: expect.any(String) });
    });
  });

  describe("POST /api/FeedBack/FeedBackEntryAlumini (alumni)", () => {
    it("stores a valid entry", async () => {
      const { status, body } = await post("/api/FeedBack/FeedBackEntryAlumini", sampleAlumni(course));
      expect(status).toBe(200);
      expect(body.isSuccess).toBe(true);
      const row = await forms.database.db
        .selectFrom("alumni_feedback")
        .selectAll()
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        register_number: "2019123456",
        graduation_date: "2022-07-15",
        course_id: course,
        remarks: expect.stringContaining("workshop"),
      });
    });

    it.each([
      ["name", { name: "" }, "Enter Name of the Student"],
      ["studentEmailID", { studentEmailID: "" }, "Enter a valid email address"],
      ["studentEmailID", { studentEmailID: "pooja@" }, "Enter a valid email address"],
      ["mobileNo", { mobileNo: "" }, "Enter Contact Number"],
      ["mobileNo", { mobileNo: "821001234" }, "Enter a 10-digit number"],
      ["registerNumber", { registerNumber: "" }, "Enter Registerd Number"],
      ["registerNumber", { registerNumber: "201912345" }, "Enter Registerd Number"],
      ["registerNumber", { registerNumber: "20191234567" }, "Enter Registerd Number"],
      ["graduationyear", { graduationyear: "" }, "Enter Year of Graduation"],
      ["graduationyear", { graduationyear: "2999-01-01" }, "Enter Year of Graduation"],
      ["currentAddress", { currentAddress: "" }, "Enter Current Address"],
      ["alumniCompanyNameAddress", { alumniCompanyNameAddress: "" }, "Enter Company Name & Address"],
      ["alumniEmployerNameAddress", { alumniEmployerNameAddress: "" }, "Enter Employer Name & Address"],
      ["semesterID", { semesterID: "" }, "Select Course"],
      ["semesterID", { semesterID: 99_999 }, "Select Course"],
      ["remarks", { remarks: "" }, "Please enter Remarks"],
    ])("answers 400 naming %s for a bad value", async (field, change, message) => {
      const { status, body } = await post("/api/FeedBack/FeedBackEntryAlumini", { ...sampleAlumni(course), ...change });
      expect(status).toBe(400);
      expect(body.errors).toEqual({ [field]: [message] });
    });

    it("answers a filled honeypot like a success and stores nothing", async () => {
      const before = await countRows(forms.database, "alumni_feedback");
      expect((await post("/api/FeedBack/FeedBackEntryAlumini", { ...sampleAlumni(course), website: "x" })).status).toBe(
        200,
      );
      expect(await countRows(forms.database, "alumni_feedback")).toBe(before);
    });
  });

  describe("POST /api/Enquiry/ApplyFromEnquiry (admission)", () => {
    it("stores a valid application with its photo, answers isSuccess and the application ID", async () => {
      const record = await uploadedRecord();
      const { status, body } = await post("/api/Enquiry/ApplyFromEnquiry", {
        ...sampleAdmission(civil, record),
        DataSource: "WebAdmission",
        IsLateral: true,
      });
      expect(status).toBe(200);
      expect(body.isSuccess).toBe(true);
      expect(body.message).toMatch(referencePattern("GP"));
      const row = await forms.database.db
        .selectFrom("applications")
        .selectAll()
        .where("reference", "=", body.message as string)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        data_source: "WebAdmission",
        is_lateral: 0,
        photo_record: record,
        religion: "Christian",
        id_proof_last4: "6041",
      });
      expect(JSON.stringify(row)).not.toContain(AADHAAR_SAMPLE);
      const sealed = await forms.database.db
        .selectFrom("aadhaar_vault")
        .selectAll()
        .where("token", "=", row.id_proof_token!)
        .executeTakeFirstOrThrow();
      expect(sealed).toMatchObject({ key_id: 1 });
      expect(sealed.ciphertext).not.toContain(AADHAAR_SAMPLE);
      const { idProofKeys } = loadSecrets(loadConfig({ DATA_DIR: forms.dataDir }));
      expect(await revealApplicationIdProof(forms.database.db, idProofKeys, row.id)).toBe(AADHAAR_SAMPLE);
    });

    it("stores an under-18 application in the same shapes, waiting for a guardian the office records (decision 068)", async () => {
      const { status, body } = await post("/api/Enquiry/ApplyFromEnquiry", {
        ...sampleAdmission(civil, await uploadedRecord()),
        DOB: "2010-06-10",
      });
      expect(status).toBe(200);
      expect(Object.keys(body).sort()).toEqual(["isSuccess", "message"]);
      expect(body.isSuccess).toBe(true);
      const row = await forms.database.db
        .selectFrom("guardian_consents as g")
        .innerJoin("applications as a", "a.id", "g.application_id")
        .select(["g.status", "g.guardian_name", "g.email", "g.token_hash"])
        .where("a.reference", "=", body.message as string)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: "awaiting", guardian_name: null, email: null, token_hash: null });
      // The API's shapes have no guardian: a post naming one is refused like any unknown field.
      const named = await post("/api/Enquiry/ApplyFromEnquiry", {
        ...sampleAdmission(civil, await uploadedRecord()),
        DOB: "2010-06-10",
        guardianName: "Sunita Devi",
      });
      expect(named.status).toBe(400);
      expect(Object.keys(named.body.errors as object)).toEqual(["guardianName"]);
    });

    it("refuses a record nobody uploaded, and a photo already used by another application", async () => {
      const unknown = await post("/api/Enquiry/ApplyFromEnquiry", sampleAdmission(civil, "AAAAAAAAAAAAAAAAAAAAAA"));
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({ isSuccess: false, errors: { ProfilePic: ["Please select image"] } });
      const record = await uploadedRecord();
      expect((await post("/api/Enquiry/ApplyFromEnquiry", sampleAdmission(civil, record))).status).toBe(200);
      const other = await post("/api/Enquiry/ApplyFromEnquiry", { ...sampleAdmission(civil, record), Name: "Other" });
      expect(other.body.errors).toEqual({ ProfilePic: ["Please select image"] });
    });

    it("answers a resent application with its first application ID and stores it once", async () => {
      const application = { ...sampleAdmission(civil, await uploadedRecord()), Name: "Resent Applicant" };
      const before = await countRows(forms.database, "applications");
      const first = await post("/api/Enquiry/ApplyFromEnquiry", application);
      const resent = await post("/api/Enquiry/ApplyFromEnquiry", application);
      expect(first.status).toBe(200);
      expect(resent).toEqual(first);
      expect(await countRows(forms.database, "applications")).toBe(before + 1);
      // With a token, the same fields twice are two applications when the tokens differ, one when they are the same.
      const tokened = { ...sampleAdmission(civil, await uploadedRecord()), Name: "Tokened Applicant" };
      const token = "3b241101-e2bb-4255-8caf-4136c566a962";
      const withToken = await post("/api/Enquiry/ApplyFromEnquiry", { ...tokened, formToken: token });
      const sameToken = await post("/api/Enquiry/ApplyFromEnquiry", { ...tokened, formToken: token, Name: "Changed" });
      expect(sameToken).toEqual(withToken);
      expect(await countRows(forms.database, "applications")).toBe(before + 2);
    });

    it("refuses a DataSource other than WebAdmission", async () => {
      const { body } = await post("/api/Enquiry/ApplyFromEnquiry", {
        ...sampleAdmission(civil, await uploadedRecord()),
        DataSource: "Staff",
      });
      expect(Object.keys(body.errors as object)).toEqual(["DataSource"]);
    });

    it.each([
      ["Name", { Name: "" }, "Enter Name"],
      ["DOB", { DOB: "" }, "Enter dob"],
      ["gender", { gender: "" }, "Select Gender"],
      ["Category", { Category: "Other" }, "Select Category"],
      ["ProgID", { ProgID: "" }, "Select Program"],
      ["EmailID", { EmailID: "" }, "Enter email address"],
      ["EmailID", { EmailID: "rohit@example" }, "Enter valid email"],
      ["Mobileno", { Mobileno: "" }, "Enter Mobile No"],
      ["Mobileno", { Mobileno: "912345678" }, "enter 10 digit number"],
      ["AlterMobileNo", { AlterMobileNo: "123" }, "enter 10 digit number"],
      ["FatherName", { FatherName: "" }, "Enter father's name"],
      ["MotherName", { MotherName: "" }, "Enter mother's name"],
      ["Relision", { Relision: "" }, "Enter Religion Name"],
      ["Address", { Address: "" }, "Enter Address"],
      ["City", { City: "" }, "Enter City"],
      ["Pincode", { Pincode: "" }, "Enter Pincode"],
      ["Pincode", { Pincode: "83520" }, "enter Valid pincode"],
      ["IDProof", { IDProof: "" }, "Please enter AADHAR No/UID No"],
      ["IDProof", { IDProof: "4829-1573-6041" }, "Please enter AADHAR No/UID No"],
      ["ProfilePic", { ProfilePic: "" }, "Please select image"],
      ["Remarks", { Remarks: "x".repeat(1001) }, "Use at most 1000 characters"],
    ])("answers 400 with isSuccess false naming %s", async (field, change, message) => {
      const { status, body } = await post("/api/Enquiry/ApplyFromEnquiry", {
        ...sampleAdmission(civil, "B".repeat(22)),
        ...change,
      });
      expect(status).toBe(400);
      expect(body.isSuccess).toBe(false);
      expect(body.errors).toEqual({ [field]: [message] });
      expect(JSON.stringify(body)).not.toContain(AADHAAR_SAMPLE);
    });

    it("accepts the optional fields left out or null", async () => {
      const { AlterMobileNo: _a, Remarks: _r, ...required } = sampleAdmission(civil, await uploadedRecord());
      expect((await post("/api/Enquiry/ApplyFromEnquiry", { ...required, Signature: null })).status).toBe(200);
    });

    it("answers a filled honeypot like a success and stores nothing", async () => {
      const before = await countRows(forms.database, "applications");
      const { status, body } = await post("/api/Enquiry/ApplyFromEnquiry", {
        ...sampleAdmission(civil, await uploadedRecord()),
        website: "x",
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({ isSuccess: true, message: expect.stringMatching(referencePattern("GP")) });
      expect(await countRows(forms.database, "applications")).toBe(before);
    });
  });

  describe("POST /api/uploads/photo", () => {
    it("stores a JPEG outside the public media folder and answers { record }", async () => {
      const { status, body } = await upload(await jpeg(), "photo.jpg", "image/jpeg");
      expect(status).toBe(200);
      expect(Object.keys(body)).toEqual(["record"]);
      const file = path.join(forms.dataDir, "uploads", "photos", `${body.record}.jpg`);
      expect((await sharp(file).metadata()).format).toBe("jpeg");
      expect(fs.existsSync(path.join(forms.dataDir, "media", `${body.record}.jpg`))).toBe(false);
      expect((await forms.app.inject({ url: `/images/${body.record}` })).statusCode).toBe(404);
      expect((await forms.app.inject({ url: `/api/uploads/photo/${body.record}` })).statusCode).toBe(404);
    });

    it("accepts a PNG renamed .jpg (the bytes decide) and re-encodes it without its metadata", async () => {
      const tagged = await sharp(await png())
        .withMetadata({ exif: { IFD0: { Copyright: "secret-location" } } })
        .png()
        .toBuffer();
      const { status, body } = await upload(tagged, "photo.jpg", "image/jpeg");
      expect(status).toBe(200);
      const stored = fs.readFileSync(path.join(forms.dataDir, "uploads", "photos", `${body.record}.jpg`));
      expect((await sharp(stored).metadata()).exif).toBeUndefined();
      expect(stored.includes("secret-location")).toBe(false);
    });

    it.each([
      ["a text file renamed .jpg", () => Buffer.from("just some text, not a picture"), "photo.jpg", "image/jpeg", 415],
      [
        "an SVG",
        () =>
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
        "photo.svg",
        "image/svg+xml",
        415,
      ],
      [
        "a GIF",
        () =>
          sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
            .gif()
            .toBuffer(),
        "photo.gif",
        "image/gif",
        415,
      ],
      [
        "an image over 2 MB",
        () =>
          sharp(Buffer.from(Array.from({ length: 1200 * 1200 * 3 }, () => Math.floor(Math.random() * 256))), {
            raw: { width: 1200, height: 1200, channels: 3 },
          })
            .png({ compressionLevel: 0 })
            .toBuffer(),
        "big.png",
        "image/png",
        413,
      ],
      ["a truncated JPEG", async () => (await jpeg()).subarray(0, 400), "cut.jpg", "image/jpeg", 422],
      ["a truncated PNG", async () => (await png()).subarray(0, 300), "cut.png", "image/png", 422],
      [
        "an image over the pixel cap",
        () =>
          sharp({ create: { width: 6000, height: 5000, channels: 3, background: "#000" } })
            .png()
            .toBuffer(),
        "huge.png",
        "image/png",
        422,
      ],
    ])("refuses %s", async (_case, make, filename, type, status) => {
      const before = await countRows(forms.database, "uploads");
      const response = await upload(await make(), filename, type);
      expect(response.status).toBe(status);
      expect(response.body.message).toEqual(expect.any(String));
      expect(await countRows(forms.database, "uploads")).toBe(before);
    });

    it("refuses a request without a file", async () => {
      const response = await forms.app.inject({ method: "POST", url: "/api/uploads/photo", payload: { record: "x" } });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    });
  });

  it("answers a photo link with a wrong or expired signature, or for a missing file, with 404", async () => {
    const record = await uploadedRecord();
    const past = Math.floor(Date.now() / 1000) - 10;
    for (const query of ["?expires=9999999999&sig=forged", `?expires=${past}&sig=x`, "?sig=x", ""]) {
      expect((await forms.app.inject({ url: `/api/uploads/photo/${record}${query}` })).statusCode).toBe(404);
    }
    expect((await forms.app.inject({ url: "/api/uploads/photo/..%2F..%2Fcollege.db" })).statusCode).toBe(404);
  });

  it("refuses a cut-off multipart body without leaking details", async () => {
    const { headers, payload } = await photoForm(await jpeg(), "me.jpg", "image/jpeg");
    const response = await forms.app.inject({
      method: "POST",
      url: "/api/uploads/photo",
      headers,
      payload: payload.subarray(0, 200),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/\/|at |Error:/);
  });

  it("serves a captcha challenge that is signed, expires and is never cached", async () => {
    const response = await forms.app.inject({ url: "/api/captcha/challenge" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const challenge = response.json() as { parameters: { algorithm: string; expiresAt: number }; signature: string };
    expect(challenge.parameters.algorithm).toBe("PBKDF2/SHA-256");
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    "/api/Enquiry/AddEnquiry",
    "/api/WebEnquiry/WebEnquiryNew",
    "/api/FeedBack/FeedBackEntryAlumini",
    "/api/Enquiry/ApplyFromEnquiry",
  ])("refuses fields named like Object.prototype's members on %s with 400, naming them", async (url) => {
    for (const name of ["toString", "constructor", "hasOwnProperty", "__proto__", "valueOf"]) {
      const response = await forms.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/json" },
        payload: `{${JSON.stringify(name)}:"x"}`,
      });
      expect(response.statusCode, name).toBe(400);
      expect(response.body, name).not.toContain("is not a function");
      if (name !== "__proto__") expect(Object.keys(response.json().errors), name).toContain(name);
    }
  });

  it("caps form posts to pages by their declared length", async () => {
    const big = await forms.app.inject({
      method: "POST",
      url: "/contact-us",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(70 * 1024) },
      payload: "x".repeat(70 * 1024),
    });
    expect(big.statusCode).toBe(413);
    expect(big.body).toContain(translator("en")("forms.tooLarge").replace(/,/g, ","));
  });
});

describe.each(kinds)("per-address limits on $name", (kind) => {
  let forms: FormsTestApp;
  beforeAll(async () => {
    forms = await startFormsApp(kind, { env: { FORM_RATE_LIMIT: "3" }, seed: false });
  });
  afterAll(async () => forms.close());

  it("answers 429 with a clear message after the limit, counting each form on its own", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await forms.app.inject({ method: "POST", url: "/api/WebEnquiry/WebEnquiryNew", payload: {} })).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    const limited = await forms.app.inject({ method: "POST", url: "/api/WebEnquiry/WebEnquiryNew", payload: {} });
    expect(limited.json()).toEqual({
      error: "Too Many Requests",
      message: "Too many submissions from your connection. Please wait 10 minutes and try again.",
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(
      (await forms.app.inject({ method: "POST", url: "/api/FeedBack/FeedBackEntryAlumini", payload: {} })).statusCode,
    ).toBe(400);
  });
});

describe.each(kinds)("the client's address behind a trusted proxy on $name", (kind) => {
  let forms: FormsTestApp;
  beforeAll(async () => {
    forms = await startFormsApp(kind, { env: { FORM_RATE_LIMIT: "2", TRUST_PROXY: "1" }, seed: false });
  });
  afterAll(async () => forms.close());

  const post = (forwardedFor: string) =>
    forms.app.inject({
      method: "POST",
      url: "/api/WebEnquiry/WebEnquiryNew",
      remoteAddress: "127.0.0.1",
      headers: { "x-forwarded-for": forwardedFor, "x-forwarded-proto": "https" },
      payload: {},
    });

  it("is the address the proxy added: a spoofed first hop neither escapes the limit nor changes who is counted", async () => {
    const statuses = [];
    for (const spoofed of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
      statuses.push((await post(`${spoofed}, 203.0.113.9`)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 429]);
    // Another visitor behind the same proxy is counted on their own.
    expect((await post("198.51.100.1, 203.0.113.10")).statusCode).toBe(400);
  });
});

describe.each(kinds)("Aadhaar numbers stay out of logs and plain storage on $name", (kind) => {
  let forms: FormsTestApp;
  beforeAll(async () => {
    forms = await startFormsApp(kind, { captureLogs: true });
  });
  afterAll(async () => forms.close());

  it("never writes the number to the log or in clear to the database", async () => {
    const programmes = (await forms.app.inject({ url: "/api/Enquiry/Program" })).json() as { id: number }[];
    const form = await photoForm(await jpeg(), "me.jpg", "image/jpeg");
    const record = (await forms.app.inject({ method: "POST", url: "/api/uploads/photo", ...form })).json()
      .record as string;
    const application = sampleAdmission(programmes[0]!.id, record);
    await forms.app.inject({
      method: "POST",
      url: "/api/Enquiry/ApplyFromEnquiry",
      payload: { ...application, Pincode: "bad" },
    });
    await forms.app.inject({
      method: "POST",
      url: "/api/Enquiry/ApplyFromEnquiry",
      payload: { ...application, unexpected: AADHAAR_SAMPLE },
    });
    const ok = await forms.app.inject({ method: "POST", url: "/api/Enquiry/ApplyFromEnquiry", payload: application });
    expect(ok.statusCode).toBe(200);
    expect(forms.logs.length).toBeGreaterThan(3);
    expect(forms.logs.join("\n")).not.toContain(AADHAAR_SAMPLE);

    const rows = await forms.database.db.selectFrom("applications").selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(AADHAAR_SAMPLE);
    if (kind.name === "sqlite") {
      const { rows: list } = await sql<{ file: string }>`pragma database_list`.execute(forms.database.db);
      const file = list[0]!.file;
      const files = [file, `${file}-wal`].filter((f) => fs.existsSync(f));
      expect(files.length).toBeGreaterThan(0);
      for (const f of files) expect(fs.readFileSync(f).includes(AADHAAR_SAMPLE)).toBe(false);
    }
  });
});
