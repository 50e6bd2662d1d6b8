import { z } from "zod";
import { parseIsoDate } from "~/core/format-date.ts";
import type { MessageKey } from "~/messages/catalogue.ts";

/** The longest text a field of the look-up reads; anything longer is no ID or date. */
const FIELD_MAX = 40;

/**
 * The shape of an application ID: GP, the year, six letters or digits. Looser than the alphabet new IDs are drawn
 * from (app/core/application-id.ts), so an ID made otherwise (an import, an older scheme) can still be looked up.
 */
const APPLICATION_ID = /^GP-\d{4}-[0-9A-Z]{6}$/;

/** An application ID as people copy it: spaces dropped, any letter case, an en dash for a hyphen. */
const applicationId = z
  .string()
  .max(FIELD_MAX)
  .transform((value) => value.replace(/\s+/g, "").replace(/[‐-―]/g, "-").toUpperCase())
  .refine((value) => APPLICATION_ID.test(value));

/**
 * A date of birth: YYYY-MM-DD as a date field sends it, or DD-MM-YYYY / DD/MM/YYYY as a person types it where the
 * browser has no date field; answered as YYYY-MM-DD, the way applications store it.
 */
const dateOfBirth = z
  .string()
  .max(FIELD_MAX)
  .transform((value) => {
    const typed = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value.trim());
    return typed ? `${typed[3]}-${typed[2]!.padStart(2, "0")}-${typed[1]!.padStart(2, "0")}` : value.trim();
  })
  .refine((value) => parseIsoDate(value) !== null);

export const applicationStatusSchema = z.object({ id: applicationId, dateOfBirth });

export type StatusFields = { id: string; dateOfBirth: string };

/**
 * What `/application-status?id=…&dateOfBirth=…` asks for. Without `dateOfBirth` in the query (a first visit, or the
 * link of the status mail, which carries the ID only) it is the form, filled with the ID if given; with it, a
 * look-up, or the fields' problems as catalogue keys beside the values typed.
 */
export type StatusRequest =
  | { state: "form"; values: StatusFields }
  | { state: "invalid"; values: StatusFields; errors: Partial<Record<keyof StatusFields, MessageKey>> }
  | { state: "look-up"; values: StatusFields; asked: { reference: string; dateOfBirth: string } };

const FIELD_ERRORS: Record<keyof StatusFields, MessageKey> = {
  id: "applicationStatus.error.id",
  dateOfBirth: "applicationStatus.error.dateOfBirth",
};

export function readStatusRequest(params: URLSearchParams): StatusRequest {
  const values = {
    id: (params.get("id") ?? "").slice(0, FIELD_MAX * 2),
    dateOfBirth: (params.get("dateOfBirth") ?? "").slice(0, FIELD_MAX * 2),
  };
  if (!params.has("dateOfBirth")) return { state: "form", values };
  const parsed = applicationStatusSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<keyof StatusFields, MessageKey>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof StatusFields;
      if (field in FIELD_ERRORS) errors[field] = FIELD_ERRORS[field];
    }
    return { state: "invalid", values, errors };
  }
  return {
    state: "look-up",
    values,
    asked: { reference: parsed.data.id, dateOfBirth: parsed.data.dateOfBirth },
  };
}
