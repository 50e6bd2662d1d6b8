import { z } from "zod";
import { t } from "~/messages/en.ts";
import {
  LIMITS,
  choice,
  dateInRange,
  digits,
  email,
  listId,
  optionalMobile,
  optionalText,
  requiredText,
} from "./fields.ts";
import { GENDERS, birthDateRange } from "./quick-enquiry.ts";

export const CATEGORIES = ["General", "OBC", "BC-1", "BC-2", "EBC", "SC", "ST"] as const;

/** The record the photo upload answers with: random, URL-safe. */
export const UPLOAD_RECORD = /^[A-Za-z0-9_-]{16,64}$/;

/** Aadhaar (12 digits) or its virtual ID (16 digits); digits only, as the spec asks. */
const ID_PROOF = /^(\d{12}|\d{16})$/;

const photo = z
  .string({ error: t("forms.error.admission.photo") })
  .trim()
  .regex(UPLOAD_RECORD, t("forms.error.admission.photo"));

/**
 * Admission application (/gpcet-form and POST Enquiry/ApplyFromEnquiry), spec §3 "Admission application (sent)"
 * and §5. DataSource and IsLateral are accepted from old API clients but ignored: the server always stores
 * WebAdmission and false.
 */
export const admissionSchema = z.strictObject({
  Name: requiredText("forms.error.name", LIMITS.name),
  DOB: dateInRange("forms.error.admission.dob", birthDateRange),
  gender: choice(GENDERS, "forms.error.gender"),
  Category: choice(CATEGORIES, "forms.error.admission.category"),
  ProgID: listId("forms.error.admission.program"),
  EmailID: email("forms.error.email", "forms.error.emailFormat"),
  Mobileno: digits(10, "forms.error.mobile", "forms.error.mobileDigits"),
  AlterMobileNo: optionalMobile("forms.error.mobileDigits"),
  FatherName: requiredText("forms.error.admission.fatherName", LIMITS.name),
  MotherName: requiredText("forms.error.admission.motherName", LIMITS.name),
  Relision: requiredText("forms.error.admission.religion", LIMITS.religion),
  Address: requiredText("forms.error.admission.address", LIMITS.address),
  City: requiredText("forms.error.admission.city", LIMITS.city),
  Pincode: digits(6, "forms.error.admission.pincode", "forms.error.admission.pincodeDigits"),
  IDProof: z
    .string({ error: t("forms.error.admission.idProof") })
    .trim()
    .regex(ID_PROOF, t("forms.error.admission.idProof")),
  ProfilePic: photo,
  Signature: optionalText(LIMITS.reference),
  Remarks: optionalText(LIMITS.remarks),
  DataSource: z.literal("WebAdmission").optional(),
  IsLateral: z.boolean().optional(),
});

export type AdmissionApplication = z.output<typeof admissionSchema>;
