import { z } from "zod";
import { isMinorOn } from "~/core/age.ts";
import { GUARDIAN_FIELDS, RELATION_MAX } from "~/core/guardian-fields.ts";
import { type FieldErrors, fieldErrors } from "./envelope.ts";
import { LIMITS, digits, isCalendarDate, requiredText } from "./fields.ts";
import { messageRef } from "~/messages/message-ref.ts";

/**
 * The admission form's "Parent or guardian" group (decision 068). Its fields travel beside the application's, not in
 * its schema, which the legacy JSON API shares and whose shape must not change (as the consent box's, decision 064).
 * Required when the applicant is under 18 on the day of applying; the e-mail address is optional (many families
 * have none: the office then records consent given in person or by phone).
 */
export const guardianSchema = z.object({
  [GUARDIAN_FIELDS.name]: requiredText("guardian.error.name", LIMITS.name),
  [GUARDIAN_FIELDS.relation]: requiredText("guardian.error.relation", RELATION_MAX),
  [GUARDIAN_FIELDS.email]: z
    .string()
    .trim()
    .max(LIMITS.email, messageRef("guardian.error.email"))
    .nullish()
    .transform((value) => value || undefined)
    .pipe(z.email(messageRef("guardian.error.email")).optional()),
  [GUARDIAN_FIELDS.mobile]: digits(10, "guardian.error.mobile"),
});

/** A guardian as the model stores them. */
export interface Guardian {
  name: string;
  relation: string;
  email?: string;
  mobileNo: string;
}

export type GuardianCheck = { ok: true; guardian?: Guardian } | { ok: false; fieldErrors: FieldErrors };

/**
 * The guardian a form post names, checked: none is asked of an adult (what an adult typed there is not kept) nor
 * when the date of birth is no date (the application's own check says so); an applicant under 18 on `now`'s day in
 * India must name one, each problem beside its field.
 */
export function readGuardian(formData: FormData, now = new Date()): GuardianCheck {
  const dateOfBirth = String(formData.get("dateOfBirth") ?? "")
    .trim()
    .slice(0, 10);
  if (!isCalendarDate(dateOfBirth) || !isMinorOn(dateOfBirth, now)) return { ok: true };
  const posted = Object.fromEntries(Object.values(GUARDIAN_FIELDS).map((name) => [name, formData.get(name) ?? ""]));
  const parsed = guardianSchema.safeParse(posted);
  if (!parsed.success) {
    return { ok: false, fieldErrors: fieldErrors(parsed.error) };
  }
  const value = parsed.data;
  return {
    ok: true,
    guardian: {
      name: value[GUARDIAN_FIELDS.name],
      relation: value[GUARDIAN_FIELDS.relation],
      email: value[GUARDIAN_FIELDS.email],
      mobileNo: value[GUARDIAN_FIELDS.mobile],
    },
  };
}
