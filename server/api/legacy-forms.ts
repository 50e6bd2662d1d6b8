import { z } from "zod";
import type { Translate } from "../../app/messages/catalogue.ts";
import { admissionSchema } from "../../app/schemas/forms/admission.ts";
import { alumniSchema } from "../../app/schemas/forms/alumni.ts";
import { contactSchema } from "../../app/schemas/forms/contact.ts";
import { type FieldErrors, fieldErrors } from "../../app/schemas/forms/envelope.ts";
import { messageRef, messageText } from "../../app/messages/message-ref.ts";
import { quickEnquirySchema } from "../../app/schemas/forms/quick-enquiry.ts";

/**
 * The old API's field names (spec §7) live here and nowhere else. Each form names, for every field an old client
 * sends, the app's own name for it (the table's column in camelCase); a body is renamed on the way in, its errors
 * on the way out, so clients keep their exact request and answer shapes while the app speaks one naming
 * (docs/decisions/020).
 */
export interface LegacyForm<S extends z.ZodObject> {
  schema: S;
  /** Old name → the app's name. */
  names: Record<string, keyof z.input<S> & string>;
  /** Fields old clients may send that the app does not keep: checked here, then dropped. */
  ignored?: z.ZodObject;
}

const legacyForm = <S extends z.ZodObject>(form: LegacyForm<S>) => form;

export const legacyQuickEnquiry = legacyForm({
  schema: quickEnquirySchema,
  names: {
    Name: "name",
    Mobileno: "mobileNo",
    ProgID: "programmeId",
    FatherName: "fatherName",
    gender: "gender",
    DOB: "dateOfBirth",
  },
});

export const legacyContact = legacyForm({
  schema: contactSchema,
  names: { name: "name", email: "email", subject: "subject", mobileno: "mobileNo", message: "message" },
});

export const legacyAdmission = legacyForm({
  schema: admissionSchema,
  names: {
    Name: "name",
    DOB: "dateOfBirth",
    gender: "gender",
    Category: "category",
    ProgID: "programmeId",
    EmailID: "email",
    Mobileno: "mobileNo",
    AlterMobileNo: "alterMobileNo",
    FatherName: "fatherName",
    MotherName: "motherName",
    Relision: "religion",
    Address: "address",
    City: "city",
    Pincode: "pincode",
    IDProof: "idProof",
    ProfilePic: "photoRecord",
    Signature: "signature",
    Remarks: "remarks",
  },
  /** Accepted from old clients and ignored: the server always stores WebAdmission and false (spec §9). */
  ignored: z.object({ DataSource: z.literal("WebAdmission").optional(), IsLateral: z.boolean().optional() }),
});

export const legacyAlumni = legacyForm({
  schema: alumniSchema,
  names: {
    name: "name",
    studentEmailID: "email",
    mobileNo: "mobileNo",
    registerNumber: "registerNumber",
    graduationyear: "graduationDate",
    semesterID: "courseId",
    currentAddress: "currentAddress",
    alumniCompanyNameAddress: "companyNameAddress",
    alumniEmployerNameAddress: "employerNameAddress",
    remarks: "remarks",
  },
});

export type LegacyParse<S extends z.ZodObject> = { ok: true; value: z.output<S> } | { ok: false; errors: FieldErrors };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Errors named the app's way, renamed to the old names (message keys unchanged). */
export function toLegacyErrors<S extends z.ZodObject>(form: LegacyForm<S>, errors: FieldErrors): FieldErrors {
  const legacyName = new Map(Object.entries(form.names).map(([legacy, own]) => [own as string, legacy]));
  const renamed: FieldErrors = {};
  for (const [name, messages] of Object.entries(errors)) {
    const list = (renamed[legacyName.get(name) ?? name] ??= []);
    for (const message of messages) if (!list.includes(message)) list.push(message);
  }
  return renamed;
}

/**
 * Parses an old client's body (its envelope already taken off): renames the known fields, validates them with
 * the form's own schema, checks the ignored ones, and names every other field as not part of the form.
 * Errors come back under the old names, as message keys.
 */
export function parseLegacy<S extends z.ZodObject>(form: LegacyForm<S>, body: unknown): LegacyParse<S> {
  if (!isRecord(body)) {
    const parsed = form.schema.safeParse(body);
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
  }
  const own: Record<string, unknown> = {};
  const ignored: Record<string, unknown> = {};
  const unknown: string[] = [];
  const ignoredNames = Object.keys(form.ignored?.shape ?? {});
  for (const [name, value] of Object.entries(body)) {
    if (Object.hasOwn(form.names, name)) own[form.names[name]!] = value;
    else if (ignoredNames.includes(name)) ignored[name] = value;
    else unknown.push(name);
  }
  const parsed = form.schema.safeParse(own);
  const checked = form.ignored?.safeParse(ignored);
  const errors: FieldErrors = parsed.success ? {} : toLegacyErrors(form, fieldErrors(parsed.error));
  if (checked && !checked.success) Object.assign(errors, fieldErrors(checked.error));
  for (const name of unknown) errors[name] = [messageRef("forms.unknownField")];
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, value: parsed.data };
  return { ok: false, errors };
}

/** The errors' text in the answer's language, as old clients have always received it. */
export function errorTexts(t: Translate, errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([name, messages]) => [name, messages.map((message) => messageText(t, message))]),
  );
}
