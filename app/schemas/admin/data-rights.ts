import { z } from "zod";
import { GRIEVANCE_NUMBER } from "~/core/grievance.ts";
import { messageRef } from "~/messages/message-ref.ts";

/** A request's id in the console's address. */
export const requestIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

const applicationId = z
  .string({ error: "console.dataRights.link.wrong" })
  .transform((value) => value.replace(/\s+/g, "").replace(/[‐-―]/g, "-").toUpperCase())
  .refine((value) => /^GP-\d{4}-[0-9A-Z]{6}$/.test(value), "console.dataRights.link.wrong");

/** The forms of a request's page (decision 063), told apart by `intent`. */
export const verifySchema = z.object({
  note: z
    .string({ error: "console.dataRights.verify.empty" })
    .trim()
    .min(1, "console.dataRights.verify.empty")
    .max(2000, messageRef("forms.tooLong", { max: 2000 })),
});
export const linkSchema = z.object({ applicationId });
export const answerSchema = z.object({
  answer: z
    .string({ error: "console.dataRights.answer.empty" })
    .trim()
    .min(1, "console.dataRights.answer.empty")
    .max(5000, messageRef("forms.tooLong", { max: 5000 })),
});
export const eraseSchema = z.object({
  confirm: z
    .string({ error: "console.dataRights.erase.mismatch" })
    .transform((value) => value.replace(/\s+/g, "").toUpperCase()),
});
const grievanceNumber = z
  .string({ error: "console.dataRights.grievances.wrong" })
  .transform((value) => value.replace(/\s+/g, "").replace(/[‐-―]/g, "-").toUpperCase())
  .refine((value) => GRIEVANCE_NUMBER.test(value), "console.dataRights.grievances.wrong");
/** Link a grievance by its number, remove its link, or erase it (decision 070). */
export const grievanceLinkSchema = z.object({ grievanceNumber });
export const grievanceEraseSchema = z.object({
  grievanceNumber,
  confirm: z
    .string({ error: "console.dataRights.grievances.mismatch" })
    .transform((value) => value.replace(/\s+/g, "").toUpperCase()),
});
/** A button alone (remove the link, close). */
export const buttonSchema = z.object({});
