import { z } from "zod";
import { parseIsoDate } from "~/core/format-date.ts";
import { picture, pictureSrc } from "./picture.ts";

/*
 * Content of the Management pages (content/people/*.json). The names in those files are samples: the spec
 * hides the real ones, and the college puts its own in the data files, never in code. Every file may carry a
 * "$comment" that says so; the schemas drop it.
 */

const text = z.string().trim().min(1);
const paragraphs = z.array(text).min(1);

/** A date of joining as YYYY-MM-DD that is a real calendar date; shown as "12 Mar 2019". */
export const isoDateSchema = z.string().refine((value) => parseIsoDate(value) !== null, "a real date as YYYY-MM-DD");

/**
 * A person's photo: a file shipped in public/images/people or one uploaded in the console, with its intrinsic size
 * so the page does not shift as it loads. Its text alternative came from the person's name before photos had one
 * of their own, so it may be left out (the page then names the person); a photo beside the name it would repeat
 * may be marked decorative instead.
 */
export const staticImageSchema = picture(
  z.object({
    src: pictureSrc(/^\/images\/people\/[a-z0-9-]+\.(webp|jpg)$/, "a file in /images/people/"),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: text.max(300).optional(),
    decorative: z.literal(true).optional(),
  }),
);

export const governorSchema = z.object({
  name: text,
  designation: z.enum(["Director", "Member"]),
  credentials: text,
});

export const governorsSchema = z.object({
  intro: paragraphs,
  members: z.array(governorSchema).min(1),
});

export const advisorSchema = z.object({
  name: text,
  /** The adviser's department and university, printed as one cell. */
  affiliation: text,
});

export const advisorySchema = z.object({
  intro: paragraphs,
  members: z.array(advisorSchema).min(1),
});

/** The serial number is the entry's position in the list, so reordering never leaves gaps. */
export const visitingMemberSchema = z.object({
  name: text,
  designation: text,
  qualification: text,
  pastExperience: text,
});

export const visitingFacultySchema = z.object({
  intro: paragraphs,
  members: z.array(visitingMemberSchema).min(1),
});

export const admissionStaffSchema = z.object({
  name: text,
  designation: text,
  qualification: text,
  experience: text,
  dateOfJoining: isoDateSchema,
  photo: staticImageSchema,
});

export const admissionDepartmentSchema = z.object({
  intro: paragraphs,
  staff: z.array(admissionStaffSchema).min(1),
});

/** One person's signed message: the principal's page and each director's message. */
export const personMessageSchema = z.object({
  name: text,
  role: text,
  photo: staticImageSchema.optional(),
  paragraphs,
});

export const directorMessagesSchema = z.object({
  messages: z.array(personMessageSchema).min(1),
});

export const placementCellSchema = z.object({
  intro: paragraphs,
  team: z.array(z.object({ role: text, name: text })).min(1),
});

/** The placement rules (spec 001 §9); the placement-cell and placement-policy pages print the same list. */
export const placementRulesSchema = z.object({
  rules: z.array(text).min(1),
});

export type Governor = z.infer<typeof governorSchema>;
export type Advisor = z.infer<typeof advisorSchema>;
export type VisitingMember = z.infer<typeof visitingMemberSchema>;
export type AdmissionStaff = z.infer<typeof admissionStaffSchema>;
export type PersonMessageContent = z.infer<typeof personMessageSchema>;
export type StaticImage = z.infer<typeof staticImageSchema>;
