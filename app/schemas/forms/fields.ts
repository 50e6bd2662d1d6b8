import { z } from "zod";
import type { MessageKey } from "~/messages/catalogue.ts";
import { messageRef } from "~/messages/message-ref.ts";
import { LIMITS } from "./form-facts.ts";

/**
 * Field rules shared by every form schema. Each schema is used twice: by Conform in the browser (empty inputs
 * arrive as undefined) and on the server for form posts and JSON bodies (empty strings arrive as ""), so every
 * rule gives the same message for "missing" and "empty". Every string is trimmed and capped. Messages are catalogue
 * keys (./messages.ts), turned into text where they are shown.
 */
export { LIMITS };

const tooLong = (max: number) => messageRef("forms.tooLong", { max });

/** Text a visitor must fill in. */
export function requiredText(message: MessageKey, max: number) {
  const text = messageRef(message);
  return z.string({ error: text }).trim().min(1, { error: text, abort: true }).max(max, tooLong(max));
}

/** Text a visitor may leave out; empty and null become undefined. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((value) => (value ? value : undefined));
}

/** Exactly `length` digits (mobile numbers, PIN codes, register numbers). */
export function digits(length: number, missing: MessageKey, wrong: MessageKey = missing) {
  return z
    .string({ error: messageRef(missing) })
    .trim()
    .min(1, { error: messageRef(missing), abort: true })
    .regex(new RegExp(`^\\d{${length}}$`), messageRef(wrong));
}

/** An optional mobile number: empty is fine, anything else must be 10 digits. */
export function optionalMobile(wrong: MessageKey) {
  return z
    .string()
    .trim()
    .regex(/^(\d{10})?$/, messageRef(wrong))
    .nullish()
    .transform((value) => (value ? value : undefined));
}

export function email(missing: MessageKey, wrong: MessageKey = missing) {
  return z
    .string({ error: messageRef(missing) })
    .trim()
    .min(1, { error: messageRef(missing), abort: true })
    .max(LIMITS.email, tooLong(LIMITS.email))
    .regex(z.regexes.email, messageRef(wrong));
}

/** One of a fixed list of codes (gender, category, course). */
export function choice<const T extends readonly [string, ...string[]]>(values: T, message: MessageKey) {
  return z.enum(values, { error: messageRef(message) });
}

/** The id of a row chosen from a list the server sent (programme, alumni course); its existence is checked by the model. */
export function listId(message: MessageKey) {
  return z.coerce
    .number({ error: messageRef(message) })
    .int(messageRef(message))
    .positive(messageRef(message))
    .max(2_147_483_647, messageRef(message));
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/**
 * A date from an `<input type="date">` (YYYY-MM-DD); old API clients may send a date-time, of which the date is
 * kept. The date must lie between `earliest` and `latest` (ISO dates, computed when the schema is used).
 */
export function dateInRange(message: MessageKey, range: () => { earliest: string; latest: string }) {
  const text = messageRef(message);
  return z
    .string({ error: text })
    .trim()
    .min(1, { error: text, abort: true })
    .transform((value) => (/^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value))
    .refine(isCalendarDate, { error: text, abort: true })
    .refine((value) => {
      const { earliest, latest } = range();
      return value >= earliest && value <= latest;
    }, text);
}

/** Today's date in India (the college's time zone), YYYY-MM-DD. */
export function todayInIndia(now = new Date()): string {
  return new Date(now.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
}

export function yearsAgo(years: number, now = new Date()): string {
  const today = todayInIndia(now);
  return `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
}
