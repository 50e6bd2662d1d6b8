import type { z } from "zod";
import { messageRef } from "~/messages/message-ref.ts";
import { TOKEN_FIELD } from "./token-field.ts";
import { CONSENT_FIELD, NOTICE_VERSION_FIELD } from "~/core/privacy-notice.ts";

export { TOKEN_FIELD };

/**
 * Fields that travel with every form but are not the visitor's data: the honeypot, the captcha payload, where to
 * return after a post from another page, which form (when one action serves two), the post's one-time token, and the
 * consent box with the version of the privacy notice shown beside it (decision 064: the legacy API's shapes have no
 * consent, so it is not a field of any form's schema).
 * They are taken off before a form's strict schema sees the rest, so any other unknown field is refused.
 */
export const HONEYPOT_FIELD = "website";
export const CAPTCHA_FIELD = "altcha";
export const RETURN_FIELD = "returnTo";
export const FORM_FIELD = "form";

const ENVELOPE = [
  HONEYPOT_FIELD,
  CAPTCHA_FIELD,
  RETURN_FIELD,
  FORM_FIELD,
  TOKEN_FIELD,
  CONSENT_FIELD,
  NOTICE_VERSION_FIELD,
] as const;

export interface Envelope {
  /** True when the hidden honeypot field was filled: a bot. The post is answered like a success, nothing is stored. */
  trapped: boolean;
  captcha?: string;
  returnTo?: string;
  form?: string;
  token?: string;
}

const short = (value: unknown, max: number) =>
  typeof value === "string" && value.length > 0 && value.length <= max ? value : undefined;

function read(get: (name: string) => unknown): Envelope {
  const honeypot = get(HONEYPOT_FIELD);
  return {
    trapped: typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined && honeypot !== null,
    captcha: short(get(CAPTCHA_FIELD), 20_000),
    returnTo: safeReturnPath(get(RETURN_FIELD)),
    form: short(get(FORM_FIELD), 40),
    token: short(get(TOKEN_FIELD), 64),
  };
}

/** Splits a form post into its envelope and the visitor's fields (a copy without the envelope). */
export function splitFormData(formData: FormData): { envelope: Envelope; fields: FormData } {
  const envelope = read((name) => formData.get(name) ?? undefined);
  const fields = new FormData();
  for (const [name, value] of formData) {
    if (!(ENVELOPE as readonly string[]).includes(name)) fields.append(name, value);
  }
  return { envelope, fields };
}

/** The same for a JSON body; anything that is not an object is left for the schema to refuse. */
export function splitJson(body: unknown): { envelope: Envelope; fields: unknown } {
  if (!body || typeof body !== "object" || Array.isArray(body)) return { envelope: { trapped: false }, fields: body };
  const record = body as Record<string, unknown>;
  const envelope = read((name) => record[name]);
  const fields = Object.fromEntries(
    Object.entries(record).filter(([name]) => !(ENVELOPE as readonly string[]).includes(name)),
  );
  return { envelope, fields };
}

/** Only a path on this site ("/…", not "//…"), so a post can never send the visitor elsewhere. */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 300) return undefined;
  return /^\/(?![/\\])[^\s]*$/.test(value) ? value : undefined;
}

/** Messages per field, as catalogue keys (./messages.ts) until they are shown. */
export type FieldErrors = Record<string, string[]>;

/** A message per field from a schema's error; unknown fields are named, never their values. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  // No prototype: a field may be named like one of Object.prototype's members ("toString", "__proto__").
  const errors: FieldErrors = Object.create(null) as FieldErrors;
  const add = (name: string, message: string) => {
    const list = (errors[name] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") for (const key of issue.keys) add(key, messageRef("forms.unknownField"));
    else add(issue.path.map(String).join(".") || "form", issue.message);
  }
  return errors;
}
