import { z } from "zod";
import { LIMITS, choice, dateInRange, digits, listId, requiredText, yearsAgo } from "./fields.ts";

export const GENDERS = ["M", "F", "O"] as const;

/** A date of birth for someone between 10 and 80 years old. */
export const birthDateRange = () => ({ earliest: yearsAgo(80), latest: yearsAgo(10) });

/** Quick enquiry (home modal and /enquiry), spec §3 and §5; the captcha travels in the envelope. */
export const quickEnquirySchema = z.strictObject({
  Name: requiredText("forms.error.name", LIMITS.name),
  Mobileno: digits(10, "forms.error.mobile", "forms.error.mobileDigits"),
  ProgID: listId("forms.error.course"),
  FatherName: requiredText("forms.error.fatherName", LIMITS.name),
  gender: choice(GENDERS, "forms.error.gender"),
  DOB: dateInRange("forms.error.dateOfBirth", birthDateRange),
});

export type QuickEnquiry = z.output<typeof quickEnquirySchema>;
