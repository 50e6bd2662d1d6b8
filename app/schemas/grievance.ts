import { z } from "zod";
import { GRIEVANCE_NUMBER, grievanceCategories, grievanceLodgers } from "~/core/grievance.ts";
import type { MessageKey } from "~/messages/catalogue.ts";
import { messageRef } from "~/messages/message-ref.ts";
import { LIMITS, choice, requiredText } from "./forms/fields.ts";

/** How long a grievance's description may be, and how short: a few words say nothing the committee can act on. */
export const DESCRIPTION_MIN = 20;
export const DESCRIPTION_MAX = 3000;

const mobile = z
  .string()
  .trim()
  .regex(/^(\d{10})?$/, messageRef("grievance.error.mobile"))
  .nullish()
  .transform((value) => value || undefined);

const email = z
  .string()
  .trim()
  .max(LIMITS.email, messageRef("grievance.error.email"))
  .regex(new RegExp(`^$|${z.regexes.email.source}`), messageRef("grievance.error.email"))
  .nullish()
  .transform((value) => (value ? value : undefined));

/**
 * A grievance as `/grievance` posts it (decision 061): who lodges it, a name, a mobile number and/or an e-mail
 * address (the field rules of the other forms), one of the fixed categories and the description. The attachment is
 * checked apart, by its bytes (app/lib/grievances/attachment-store.server.ts).
 */
export const grievanceSchema = z
  .strictObject({
    lodgedBy: choice(grievanceLodgers, "grievance.error.lodgedBy"),
    name: requiredText("grievance.error.name", LIMITS.name),
    mobileNo: mobile,
    email,
    category: choice(grievanceCategories, "grievance.error.category"),
    description: z
      .string({ error: messageRef("grievance.error.description", { min: DESCRIPTION_MIN }) })
      .trim()
      .min(DESCRIPTION_MIN, messageRef("grievance.error.description", { min: DESCRIPTION_MIN }))
      .max(DESCRIPTION_MAX, messageRef("forms.tooLong", { max: DESCRIPTION_MAX })),
  })
  .superRefine((value, context) => {
    if (!value.mobileNo && !value.email)
      context.addIssue({ code: "custom", path: ["mobileNo"], message: messageRef("grievance.error.contact") });
  });

export type GrievanceInput = z.output<typeof grievanceSchema>;

/** The fields the form draws, as the visitor typed them (kept when the form comes back with problems). */
export const GRIEVANCE_FIELDS = ["lodgedBy", "name", "mobileNo", "email", "category", "description"] as const;
export type GrievanceValues = Record<(typeof GRIEVANCE_FIELDS)[number], string>;

const FIELD_MAX = 300;

/** A grievance number as people copy it: spaces dropped, any letter case, an en dash for a hyphen. */
export const normaliseNumber = (value: string) => value.replace(/\s+/g, "").replace(/[‐-―]/g, "-").toUpperCase();

/** The contact a look-up asks: a mobile number (spaces, a +91 or a leading 0 dropped) or an e-mail address. */
export function normaliseContact(value: string): { mobile: string } | { email: string } | null {
  const trimmed = value.trim();
  if (trimmed.includes("@")) {
    return trimmed.length <= LIMITS.email && z.regexes.email.test(trimmed) ? { email: trimmed.toLowerCase() } : null;
  }
  const digits = trimmed.replace(/[\s-]/g, "").replace(/^(\+?91|0)(?=\d{10}$)/, "");
  return /^\d{10}$/.test(digits) ? { mobile: digits } : null;
}

export type GrievanceStatusFields = { number: string; contact: string };
export type GrievanceStatusRequest =
  | { state: "form"; values: GrievanceStatusFields }
  | {
      state: "invalid";
      values: GrievanceStatusFields;
      errors: Partial<Record<keyof GrievanceStatusFields, MessageKey>>;
    }
  | {
      state: "look-up";
      values: GrievanceStatusFields;
      asked: { number: string; contact: { mobile: string } | { email: string } };
    };

/**
 * What `/grievance/status?number=…&contact=…` asks for: without `contact` the form (filled with the number if the
 * link gave one); with it, a look-up or the fields' problems.
 */
export function readGrievanceStatusRequest(params: URLSearchParams): GrievanceStatusRequest {
  const values = {
    number: (params.get("number") ?? "").slice(0, FIELD_MAX),
    contact: (params.get("contact") ?? "").slice(0, FIELD_MAX),
  };
  if (!params.has("contact")) return { state: "form", values };
  const number = normaliseNumber(values.number);
  const contact = normaliseContact(values.contact);
  const errors: Partial<Record<keyof GrievanceStatusFields, MessageKey>> = {};
  if (!GRIEVANCE_NUMBER.test(number)) errors.number = "grievance.status.error.number";
  if (!contact) errors.contact = "grievance.status.error.contact";
  if (!contact || errors.number) return { state: "invalid", values, errors };
  return { state: "look-up", values, asked: { number, contact } };
}
