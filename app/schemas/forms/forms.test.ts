import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { admissionSchema } from "./admission.ts";
import { alumniSchema } from "./alumni.ts";
import { contactSchema } from "./contact.ts";
import { fieldErrors, safeReturnPath, splitFormData, splitJson } from "./envelope.ts";
import { yearsAgo } from "./fields.ts";
import { footerEnquirySchema } from "./footer-enquiry.ts";
import { quickEnquirySchema } from "./quick-enquiry.ts";
import {
  sampleAdmission,
  sampleAlumni,
  sampleContact,
  sampleFooterEnquiry,
  sampleQuickEnquiry,
} from "./test-samples.ts";

type Sample = Record<string, unknown>;

/** The browser's way in: the form's fields as FormData, parsed by Conform with the same schema. */
function asFormData(values: Sample): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) form.set(name, String(value));
  return form;
}

function browserErrors(schema: z.ZodType, values: Sample) {
  const submission = parseWithZod(asFormData(values), { schema });
  return submission.status === "success" ? {} : submission.reply().error;
}

function serverErrors(schema: z.ZodType, values: Sample) {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

/** [field, bad value, the spec's message]; "" stands for a field left empty. */
type Case = [string, unknown, string];

const forms: [string, z.ZodType, Sample, Case[]][] = [
  [
    "quick enquiry",
    quickEnquirySchema,
    sampleQuickEnquiry(1),
    [
      ["Name", "", "Enter Name"],
      ["Name", "x".repeat(101), "Use at most 100 characters"],
      ["Mobileno", "", "Enter Mobile No"],
      ["Mobileno", "987654321", "enter 10 digit number"],
      ["Mobileno", "98765 43210", "enter 10 digit number"],
      ["ProgID", "", "Select Course"],
      ["ProgID", "abc", "Select Course"],
      ["ProgID", "0", "Select Course"],
      ["FatherName", "", "Enter Father's Name"],
      ["gender", "", "Select Gender"],
      ["gender", "Male", "Select Gender"],
      ["DOB", "", "Enter Date of Birth"],
      ["DOB", "14/05/2007", "Enter Date of Birth"],
      ["DOB", "2007-13-01", "Enter Date of Birth"],
      ["DOB", yearsAgo(1), "Enter Date of Birth"],
    ],
  ],
  [
    "footer enquiry",
    footerEnquirySchema,
    sampleFooterEnquiry(),
    [
      ["name", "", "Enter Name"],
      ["email", "", "Enter email address"],
      ["email", "birsa@example", "Enter valid email"],
      ["email", "birsa example.in", "Enter valid email"],
      ["mobileno", "", "Enter Mobile No"],
      ["mobileno", "94311000", "enter 10 digit number"],
      ["selectedcourse", "", "Select Course"],
      ["selectedcourse", "BCA", "Select Course"],
    ],
  ],
  [
    "contact",
    contactSchema,
    sampleContact(),
    [
      ["name", "", "Enter Name"],
      ["email", "", "Enter email address"],
      ["email", "sunita@", "Enter valid email"],
      ["subject", "", "Enter subject"],
      ["subject", "x".repeat(201), "Use at most 200 characters"],
      ["mobileno", "", "Enter Mobile No"],
      ["mobileno", "70040O1234", "enter 10 digit number"],
      ["message", "", "Enter message"],
      ["message", "x".repeat(2001), "Use at most 2000 characters"],
    ],
  ],
  [
    "admission",
    admissionSchema,
    sampleAdmission(1, "A".repeat(22)),
    [
      ["Name", "", "Enter Name"],
      ["DOB", "", "Enter dob"],
      ["DOB", "2008-02-30", "Enter dob"],
      ["gender", "", "Select Gender"],
      ["Category", "", "Select Category"],
      ["Category", "OBC-3", "Select Category"],
      ["ProgID", "", "Select Program"],
      ["EmailID", "", "Enter email address"],
      ["EmailID", "rohit", "Enter valid email"],
      ["Mobileno", "", "Enter Mobile No"],
      ["Mobileno", "+919123456780", "enter 10 digit number"],
      ["AlterMobileNo", "12345", "enter 10 digit number"],
      ["FatherName", "", "Enter father's name"],
      ["MotherName", "", "Enter mother's name"],
      ["Relision", "", "Enter Religion Name"],
      ["Address", "", "Enter Address"],
      ["Address", "x".repeat(501), "Use at most 500 characters"],
      ["City", "", "Enter City"],
      ["Pincode", "", "Enter Pincode"],
      ["Pincode", "8352071", "enter Valid pincode"],
      ["Pincode", "83520a", "enter Valid pincode"],
      ["IDProof", "", "Please enter AADHAR No/UID No"],
      ["IDProof", "4829 1573 6041", "Please enter AADHAR No/UID No"],
      ["IDProof", "48291573604", "Please enter AADHAR No/UID No"],
      ["ProfilePic", "", "Please select image"],
      ["ProfilePic", "../../etc/passwd", "Please select image"],
      ["Remarks", "x".repeat(1001), "Use at most 1000 characters"],
    ],
  ],
  [
    "alumni",
    alumniSchema,
    sampleAlumni(1),
    [
      ["name", "", "Enter Name of the Student"],
      ["studentEmailID", "", "Enter a valid email address"],
      ["studentEmailID", "pooja.toppo", "Enter a valid email address"],
      ["mobileNo", "", "Enter Contact Number"],
      ["mobileNo", "82100123", "Enter a 10-digit number"],
      ["registerNumber", "", "Enter Registerd Number"],
      ["registerNumber", "201912345", "Enter Registerd Number"],
      ["registerNumber", "2019-12345", "Enter Registerd Number"],
      ["graduationyear", "", "Enter Year of Graduation"],
      ["graduationyear", "2010-06-01", "Enter Year of Graduation"],
      ["semesterID", "", "Select Course"],
      ["currentAddress", "", "Enter Current Address"],
      ["alumniCompanyNameAddress", "", "Enter Company Name & Address"],
      ["alumniEmployerNameAddress", "", "Enter Employer Name & Address"],
      ["remarks", "", "Please enter Remarks"],
    ],
  ],
];

describe.each(forms)("%s schema", (_name, schema, sample, cases) => {
  it("accepts the valid sample in the browser (FormData) and on the server (JSON)", () => {
    expect(browserErrors(schema, sample)).toEqual({});
    expect(serverErrors(schema, sample)).toEqual({});
  });

  it.each(cases)("%s = %j gives exactly %j, in the browser and on the server", (field, value, message) => {
    const changed = { ...sample, [field]: value };
    expect(browserErrors(schema, changed)).toEqual({ [field]: [message] });
    expect(serverErrors(schema, changed)).toEqual({ [field]: [message] });
  });

  it("gives every required field its message when the form is sent empty", () => {
    const errors = browserErrors(schema, {});
    const required = cases.filter(([, value]) => value === "").map(([field]) => field);
    for (const field of required)
      expect(errors?.[field]?.[0]).toBe(cases.find(([f, v]) => f === field && v === "")![2]);
  });

  it("refuses fields the form does not have, naming them", () => {
    expect(serverErrors(schema, { ...sample, role: "admin" })).toEqual({
      role: ["This field is not part of the form"],
    });
  });

  it("trims what it keeps", () => {
    const [field] = Object.entries(sample).find(([, value]) => typeof value === "string" && /^[A-Z]/.test(value))!;
    const parsed = schema.parse({ ...sample, [field]: `  ${sample[field]}  ` }) as Sample;
    expect(parsed[field]).toBe(sample[field]);
  });
});

describe("admission schema specifics", () => {
  it("takes the programme id as a number from a form or an old client's string", () => {
    expect(admissionSchema.parse({ ...sampleAdmission(1, "A".repeat(22)), ProgID: "3" }).ProgID).toBe(3);
  });

  it("accepts a 16-digit virtual ID and leaves the optional fields out when empty", () => {
    const parsed = admissionSchema.parse({
      ...sampleAdmission(1, "A".repeat(22)),
      IDProof: "1234567812345678",
      AlterMobileNo: "",
      Remarks: null,
    });
    expect(parsed.AlterMobileNo).toBeUndefined();
    expect(parsed.Remarks).toBeUndefined();
  });

  it("accepts DataSource WebAdmission and IsLateral from old clients, and refuses another DataSource", () => {
    expect(
      admissionSchema.safeParse({ ...sampleAdmission(1, "A".repeat(22)), DataSource: "WebAdmission", IsLateral: false })
        .success,
    ).toBe(true);
    expect(admissionSchema.safeParse({ ...sampleAdmission(1, "A".repeat(22)), DataSource: "Import" }).success).toBe(
      false,
    );
  });

  it("keeps the date of a date-time sent by an old client", () => {
    expect(admissionSchema.parse({ ...sampleAdmission(1, "A".repeat(22)), DOB: "2008-01-20T00:00:00" }).DOB).toBe(
      "2008-01-20",
    );
  });
});

describe("form envelope", () => {
  it("takes the honeypot, captcha, return path and form name off before the schema sees the fields", () => {
    const form = asFormData({ ...sampleContact(), website: "", altcha: "payload", returnTo: "/", form: "contact" });
    const { envelope, fields } = splitFormData(form);
    expect(envelope).toEqual({ trapped: false, captcha: "payload", returnTo: "/", form: "contact" });
    expect([...fields.keys()].sort()).toEqual(Object.keys(sampleContact()).sort());
  });

  it("sees a filled honeypot in a form post and in JSON", () => {
    expect(splitFormData(asFormData({ website: "http://spam" })).envelope.trapped).toBe(true);
    expect(splitJson({ website: "x" }).envelope.trapped).toBe(true);
    expect(splitJson({ website: "" }).envelope.trapped).toBe(false);
    expect(splitJson({ website: 0 }).envelope.trapped).toBe(true);
  });

  it.each([
    ["/", "/"],
    ["/contact-us?x=1#form", "/contact-us?x=1#form"],
    ["//evil.example", undefined],
    ["/\\evil.example", undefined],
    ["https://evil.example", undefined],
    ["javascript:alert(1)", undefined],
    ["/a b", undefined],
  ])("accepts only paths on this site as return path: %s", (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});
