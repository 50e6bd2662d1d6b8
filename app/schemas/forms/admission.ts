import { z } from "zod";
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
import { messageRef } from "~/messages/message-ref.ts";
import { CATEGORIES } from "./form-facts.ts";
import { GENDERS, birthDateRange } from "./quick-enquiry.ts";

export { CATEGORIES };

/** The record the photo upload answers with: random, URL-safe. */
export const UPLOAD_RECORD = /^[A-Za-z0-9_-]{16,64}$/;

/** Aadhaar (12 digits) or its virtual ID (16 digits); digits only, as the spec asks. */
const ID_PROOF = /^(\d{12}|\d{16})$/;

const photo = z
  .string({ error: messageRef("forms.error.admission.photo") })
  .trim()
  .regex(UPLOAD_RECORD, messageRef("forms.error.admission.photo"));

/**
 * Admission application (/gpcet-form and POST Enquiry/ApplyFromEnquiry), spec §3 "Admission application (sent)"
 * and §5. The old API's DataSource and IsLateral are taken off at the API edge (server/api/legacy-forms.ts): the
 * server always stores WebAdmission and false.
 */
export const admissionSchema = z.strictObject({
  name: requiredText("forms.error.name", LIMITS.name),
  dateOfBirth: dateInRange("forms.error.admission.dob", birthDateRange),
  gender: choice(GENDERS, "forms.error.gender"),
  category: choice(CATEGORIES, "forms.error.admission.category"),
  programmeId: listId("forms.error.admission.program"),
  email: email("forms.error.email", "forms.error.emailFormat"),
  mobileNo: digits(10, "forms.error.mobile", "forms.error.mobileDigits"),
  alterMobileNo: optionalMobile("forms.error.mobileDigits"),
  fatherName: requiredText("forms.error.admission.fatherName", LIMITS.name),
  motherName: requiredText("forms.error.admission.motherName", LIMITS.name),
  religion: requiredText("forms.error.admission.religion", LIMITS.religion),
  address: requiredText("forms.error.admission.address", LIMITS.address),
  city: requiredText("forms.error.admission.city", LIMITS.city),
  pincode: digits(6, "forms.error.admission.pincode", "forms.error.admission.pincodeDigits"),
  idProof: z
    .string({ error: messageRef("forms.error.admission.idProof") })
    .trim()
    .regex(ID_PROOF, messageRef("forms.error.admission.idProof")),
  photoRecord: photo,
  signature: optionalText(LIMITS.reference),
  remarks: optionalText(LIMITS.remarks),
});

export type AdmissionApplication = z.output<typeof admissionSchema>;
