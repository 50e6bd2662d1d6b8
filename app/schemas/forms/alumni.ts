import { z } from "zod";
import { institution } from "~/settings/institution.ts";
import { LIMITS, dateInRange, digits, email, listId, requiredText, todayInIndia } from "./fields.ts";

/** Graduation lies between the college's founding and today. */
export const graduationRange = () => ({ earliest: `${institution.foundedYear}-01-01`, latest: todayInIndia() });

/**
 * Alumni feedback (/alumni-speaks and POST FeedBack/FeedBackEntryAlumini), the ten fields of spec §3, all
 * required (§5). The spec shows no message for remarks; a required field needs one, so it uses the admission
 * form's "Please enter Remarks".
 */
export const alumniSchema = z.strictObject({
  name: requiredText("forms.error.alumni.name", LIMITS.name),
  email: email("forms.error.alumni.email"),
  mobileNo: digits(10, "forms.error.alumni.mobile", "forms.error.alumni.mobileDigits"),
  registerNumber: digits(10, "forms.error.alumni.registerNumber"),
  graduationDate: dateInRange("forms.error.alumni.graduation", graduationRange),
  courseId: listId("forms.error.alumni.course"),
  currentAddress: requiredText("forms.error.alumni.address", LIMITS.address),
  companyNameAddress: requiredText("forms.error.alumni.company", LIMITS.address),
  employerNameAddress: requiredText("forms.error.alumni.employer", LIMITS.address),
  remarks: requiredText("forms.error.alumni.remarks", LIMITS.remarks),
});

export type AlumniFeedback = z.output<typeof alumniSchema>;
