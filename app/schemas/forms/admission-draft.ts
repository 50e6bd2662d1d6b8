import { z } from "zod";
import { LIMITS, email, optionalText } from "./fields.ts";
import { UPLOAD_RECORD } from "./admission.ts";
import { GUARDIAN_FIELDS, RELATION_MAX } from "~/core/guardian-fields.ts";

/**
 * "Save and finish later" on the admission form (decision 067): only the e-mail address the link goes to must be
 * right; every other field is kept as typed, trimmed and capped (a little above each field's own rule, so whatever
 * the admission schema would refuse can still be kept and corrected later). The photo is a record of a checked
 * upload or nothing; the Aadhaar/UID number goes to the vault.
 */
const kept = (max: number) => optionalText(max);

export const admissionDraftSchema = z.strictObject({
  email: email("forms.error.email", "forms.error.emailFormat"),
  name: kept(LIMITS.name),
  dateOfBirth: kept(10),
  gender: kept(1),
  category: kept(10),
  programmeId: kept(10),
  mobileNo: kept(15),
  alterMobileNo: kept(15),
  fatherName: kept(LIMITS.name),
  motherName: kept(LIMITS.name),
  religion: kept(LIMITS.religion),
  address: kept(LIMITS.address),
  city: kept(LIMITS.city),
  pincode: kept(10),
  idProof: kept(16),
  photoRecord: z.string().trim().regex(UPLOAD_RECORD).optional().catch(undefined),
  signature: kept(LIMITS.reference),
  remarks: kept(LIMITS.remarks),
  // The parent or guardian (decision 068), kept as typed too.
  [GUARDIAN_FIELDS.name]: kept(LIMITS.name),
  [GUARDIAN_FIELDS.relation]: kept(RELATION_MAX),
  [GUARDIAN_FIELDS.email]: kept(254),
  [GUARDIAN_FIELDS.mobile]: kept(15),
});

export type AdmissionDraft = z.output<typeof admissionDraftSchema>;

/** The form's fields a draft keeps as typed (JSON), besides the address, the number and the photo. */
export type DraftFields = Omit<AdmissionDraft, "email" | "idProof" | "photoRecord">;
