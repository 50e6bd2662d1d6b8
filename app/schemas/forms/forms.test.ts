import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { translator } from "~/messages/catalogue.ts";
import { admissionSchema } from "./admission.ts";
import { alumniSchema } from "./alumni.ts";
import { contactSchema } from "./contact.ts";
import { fieldErrors, safeReturnPath, splitFormData, splitJson } from "./envelope.ts";
import { yearsAgo } from "./fields.ts";
import { footerEnquirySchema } from "./footer-enquiry.ts";
import { messageText } from "~/messages/message-ref.ts";
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

/** Schemas give catalogue keys; these tests read them as the visitor does, in English. */
const english = translator("en");
const asText = (errors: Record<string, string[] | null> | undefined) =>
  Object.fromEntries(
    Object.entries(errors ?? {}).map(([name, messages]) => [name, messages?.map((m) => messageText(english, m))]),
  );

function browserErrors(schema: z.ZodType, values: Sample) {
  const submission = parseWithZod(asFormData(values), { schema });
  return submission.status === "success" ? {} : asText(submission.reply().error);
}

function serverErrors(schema: z.ZodType, values: Sample) {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : asText(fieldErrors(parsed.error));
}

/** [field, bad value, the spec's message]; "" stands for a field left empty. */
type Case = [string, unknown, string];

const forms: [string, z.ZodType, Sample, Case[]][] = [
  [
    "quick enquiry",
    quickEnquirySchema,
    sampleQuickEnquiry(1),
    [
      ["name", "", "Enter Name"],
      ["name", "x".repeat(101), "Use at most 100 characters"],
      ["mobileNo", "", "Enter Mobile No"],
      ["mobileNo", "987654321", "enter 10 digit number"],
      ["mobileNo", "98765 43210", "enter 10 digit number"],
      ["programmeId", "", "Select Course"],
      ["programmeId", "abc", "Select Course"],
      ["programmeId", "0", "Select Course"],
      ["fatherName", "", "Enter Father's Name"],
      ["gender", "", "Select Gender"],
      ["gender", "Male", "Select Gender"],
      ["dateOfBirth", "", "Enter Date of Birth"],
      ["dateOfBirth", "14/05/2007", "Enter Date of Birth"],
      ["dateOfBirth", "2007-13-01", "Enter Date of Birth"],
      ["dateOfBirth", yearsAgo(1), "Enter Date of Birth"],
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
      ["mobileNo", "", "Enter Mobile No"],
      ["mobileNo", "94311000", "enter 10 digit number"],
      ["course", "", "Select Course"],
      ["course", "BCA", "Select Course"],
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
      ["mobileNo", "", "Enter Mobile No"],
      ["mobileNo", "70040O1234", "enter 10 digit number"],
      ["message", "", "Enter message"],
      ["message", "x".repeat(2001), "Use at most 2000 characters"],
    ],
  ],
  [
    "admission",
    admissionSchema,
    sampleAdmission(1, "A".repeat(22)),
    [
      ["name", "", "Enter Name"],
      ["dateOfBirth", "", "Enter dob"],
      ["dateOfBirth", "2008-02-30", "Enter dob"],
      ["gender", "", "Select Gender"],
      ["category", "", "Select Category"],
      ["category", "OBC-3", "Select Category"],
      ["programmeId", "", "Select Program"],
      ["email", "", "Enter email address"],
      ["email", "rohit", "Enter valid email"],
      ["mobileNo", "", "Enter Mobile No"],
      ["mobileNo", "+919123456780", "enter 10 digit number"],
      ["alterMobileNo", "12345", "enter 10 digit number"],
      ["fatherName", "", "Enter father's name"],
      ["motherName", "", "Enter mother's name"],
      ["religion", "", "Enter Religion Name"],
      ["address", "", "Enter Address"],
      ["address", "x".repeat(501), "Use at most 500 characters"],
      ["city", "", "Enter City"],
      ["pincode", "", "Enter Pincode"],
      ["pincode", "8352071", "enter Valid pincode"],
      ["pincode", "83520a", "enter Valid pincode"],
      ["idProof", "", "Please enter AADHAR No/UID No"],
      ["idProof", "4829 1573 6041", "Please enter AADHAR No/UID No"],
      ["idProof", "48291573604", "Please enter AADHAR No/UID No"],
      ["photoRecord", "", "Please select image"],
      ["photoRecord", "../../etc/passwd", "Please select image"],
      ["remarks", "x".repeat(1001), "Use at most 1000 characters"],
    ],
  ],
  [
    "alumni",
    alumniSchema,
    sampleAlumni(1),
    [
      ["name", "", "Enter Name of the Student"],
      ["email", "", "Enter a valid email address"],
      ["email", "pooja.toppo", "Enter a valid email address"],
      ["mobileNo", "", "Enter Contact Number"],
      ["mobileNo", "82100123", "Enter a 10-digit number"],
      ["registerNumber", "", "Enter Registerd Number"],
      ["registerNumber", "201912345", "Enter Registerd Number"],
      ["registerNumber", "2019-12345", "Enter Registerd Number"],
      ["graduationDate", "", "Enter Year of Graduation"],
      ["graduationDate", "2010-06-01", "Enter Year of Graduation"],
      ["courseId", "", "Select Course"],
      ["currentAddress", "", "Enter Current Address"],
      ["companyNameAddress", "", "Enter Company Name & Address"],
      ["employerNameAddress", "", "Enter Employer Name & Address"],
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
    expect(admissionSchema.parse({ ...sampleAdmission(1, "A".repeat(22)), programmeId: "3" }).programmeId).toBe(3);
  });

  it("accepts a 16-digit virtual ID and leaves the optional fields out when empty", () => {
    const parsed = admissionSchema.parse({
      ...sampleAdmission(1, "A".repeat(22)),
      idProof: "1234567812345678",
      alterMobileNo: "",
      remarks: null,
    });
    expect(parsed.alterMobileNo).toBeUndefined();
    expect(parsed.remarks).toBeUndefined();
  });

  it("keeps the date of a date-time sent by an old client", () => {
    expect(
      admissionSchema.parse({ ...sampleAdmission(1, "A".repeat(22)), dateOfBirth: "2008-01-20T00:00:00" }).dateOfBirth,
    ).toBe("2008-01-20");
  });
});

describe("messages", () => {
  it("carry catalogue keys, not text, so one schema serves every language", () => {
    const parsed = contactSchema.safeParse({ ...sampleContact(), name: "", message: "x".repeat(2001) });
    expect(parsed.success || fieldErrors(parsed.error)).toEqual({
      name: ["forms.error.name"],
      message: ["forms.tooLong?max=2000"],
    });
  });

  it("are shown as text in the page's language; text already written is shown as it is", () => {
    expect(messageText(english, "forms.tooLong?max=2000")).toBe("Use at most 2000 characters");
    expect(messageText(english, "forms.error.admission.idProof")).toBe("Please enter AADHAR No/UID No");
    expect(messageText(english, "Too many tries")).toBe("Too many tries");
  });
});

describe("form envelope", () => {
  it("takes the honeypot, captcha, return path and form name off before the schema sees the fields", () => {
    const form = asFormData({ ...sampleContact(), website: "", altcha: "payload", returnTo: "/", form: "contact" });
    const { envelope, fields } = splitFormData(form);
    expect(envelope).toEqual({ trapped: false, captcha: "payload", returnTo: "/", form: "contact" });
    expect([...fields.keys()].sort()).toEqual(Object.keys(sampleContact()).sort());
  });

  it("takes the consent box and the notice's version off before the schema sees the fields", () => {
    const ticked = splitFormData(asFormData({ ...sampleContact(), consent: "yes", noticeVersion: "3" }));
    expect([...ticked.fields.keys()].sort()).toEqual(Object.keys(sampleContact()).sort());
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
