import { z } from "zod";
import { FOOTER_COURSES } from "./form-facts.ts";
import { LIMITS, choice, digits, email, requiredText } from "./fields.ts";

export { FOOTER_COURSES };

/** Footer enquiry (footer and the sticky "Enquiry Now" modal), spec §3 and §5. */
export const footerEnquirySchema = z.strictObject({
  name: requiredText("forms.error.name", LIMITS.name),
  email: email("forms.error.email", "forms.error.emailFormat"),
  mobileNo: digits(10, "forms.error.mobile", "forms.error.mobileDigits"),
  course: choice(FOOTER_COURSES, "forms.error.course"),
});

export type FooterEnquiry = z.output<typeof footerEnquirySchema>;
