import { z } from "zod";
import { type MessageRef, messageRef } from "~/messages/message-ref.ts";
import { LIMITS, requiredText } from "./forms/fields.ts";

/** The rights a person may ask for (DPDP Act 2023, sections 11–14), in the order the form lists them. */
export const dataRightsKinds = ["access", "correction", "erasure", "withdrawal", "nomination"] as const;

export const DETAILS_MIN = 10;
export const DETAILS_MAX = 3000;

/** An application ID as people copy it (spaces dropped, any letter case, an en dash for a hyphen); empty: none. */
const applicationId = z
  .string()
  .max(40, messageRef("dataRights.error.applicationId"))
  .transform((value) => value.replace(/\s+/g, "").replace(/[‐-―]/g, "-").toUpperCase())
  .refine((value) => value === "" || /^GP-\d{4}-[0-9A-Z]{6}$/.test(value), messageRef("dataRights.error.applicationId"))
  .nullish()
  .transform((value) => value || undefined);

const mobile = z
  .string()
  .trim()
  .regex(/^(\d{10})?$/, messageRef("dataRights.error.mobile"))
  .nullish()
  .transform((value) => value || undefined);

const email = z
  .string()
  .trim()
  .max(LIMITS.email, messageRef("dataRights.error.email"))
  .regex(new RegExp(`^$|${z.regexes.email.source}`), messageRef("dataRights.error.email"))
  .nullish()
  .transform((value) => value || undefined);

/**
 * A data-rights request as `/data-rights` posts it (decision 063): which right, who asks (a name, and an e-mail
 * address and/or a mobile number to be answered at), the application ID when it is about an application, details.
 */
export const dataRightsSchema = z
  .strictObject({
    kind: z.enum(dataRightsKinds, { error: messageRef("dataRights.error.kind") }),
    name: requiredText("dataRights.error.name", LIMITS.name),
    email,
    mobileNo: mobile,
    applicationId,
    details: z
      .string({ error: messageRef("dataRights.error.details", { min: DETAILS_MIN }) })
      .trim()
      .min(DETAILS_MIN, messageRef("dataRights.error.details", { min: DETAILS_MIN }))
      .max(DETAILS_MAX, messageRef("forms.tooLong", { max: DETAILS_MAX })),
  })
  .superRefine((value, context) => {
    if (!value.mobileNo && !value.email)
      context.addIssue({ code: "custom", path: ["email"], message: messageRef("dataRights.error.contact") });
  });

export type DataRightsInput = z.output<typeof dataRightsSchema>;

/** The fields the form draws, as typed (kept when the form comes back with problems). */
export const DATA_RIGHTS_FIELDS = ["kind", "name", "email", "mobileNo", "applicationId", "details"] as const;
export type DataRightsField = (typeof DATA_RIGHTS_FIELDS)[number];
export type DataRightsValues = Record<DataRightsField, string>;

/** What came back from a post: the values as typed (capped) and, per field, the first problem as a message. */
export function readDataRightsPost(
  form: FormData,
):
  | { ok: true; value: DataRightsInput; values: DataRightsValues }
  | { ok: false; values: DataRightsValues; errors: Partial<Record<DataRightsField, MessageRef>> } {
  const values = Object.fromEntries(
    DATA_RIGHTS_FIELDS.map((field) => {
      const raw = form.get(field);
      return [field, typeof raw === "string" ? raw.slice(0, DETAILS_MAX + 100) : ""];
    }),
  ) as DataRightsValues;
  const parsed = dataRightsSchema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data, values };
  const errors: Partial<Record<DataRightsField, MessageRef>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as DataRightsField;
    if (DATA_RIGHTS_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, values, errors };
}
