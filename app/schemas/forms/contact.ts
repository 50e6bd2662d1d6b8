import { z } from "zod";
import { LIMITS, digits, email, requiredText } from "./fields.ts";

/**
 * Contact message (/contact-us and the home-page variant), spec §3 and §5. The spec gives no wording for the
 * mobile number here, so it uses the enquiry forms' words.
 */
export const contactSchema = z.strictObject({
  name: requiredText("forms.error.name", LIMITS.name),
  email: email("forms.error.email", "forms.error.emailFormat"),
  subject: requiredText("forms.error.subject", LIMITS.subject),
  mobileNo: digits(10, "forms.error.mobile", "forms.error.mobileDigits"),
  message: requiredText("forms.error.message", LIMITS.message),
});

export type ContactMessage = z.output<typeof contactSchema>;
