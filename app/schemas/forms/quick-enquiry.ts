import { z } from "zod";
import { GENDERS } from "./form-facts.ts";
import { LIMITS, choice, dateInRange, digits, listId, requiredText, yearsAgo } from "./fields.ts";

export { GENDERS };

/** A date of birth for someone between 10 and 80 years old. */
export const birthDateRange = () => ({ earliest: yearsAgo(80), latest: yearsAgo(10) });

/**
 * Quick enquiry (home modal and /enquiry), spec §3 and §5; the captcha travels in the envelope. Field names are the
 * app's own (the table's columns in camelCase); the old API's names are mapped in server/api/legacy-forms.ts.
 */
export const quickEnquirySchema = z.strictObject({
  name: requiredText("forms.error.name", LIMITS.name),
  mobileNo: digits(10, "forms.error.mobile", "forms.error.mobileDigits"),
  programmeId: listId("forms.error.course"),
  fatherName: requiredText("forms.error.fatherName", LIMITS.name),
  gender: choice(GENDERS, "forms.error.gender"),
  dateOfBirth: dateInRange("forms.error.dateOfBirth", birthDateRange),
});

export type QuickEnquiry = z.output<typeof quickEnquirySchema>;
