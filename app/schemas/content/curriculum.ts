import { z } from "zod";

/** A Max/Min pair as printed in the table, symbols kept ("50#", "50*#"); null prints as "--". */
export const marksSchema = z.object({ max: z.string().min(1), min: z.string().min(1) }).nullable();

/** Weekly hours of theory, tutorial and practical; null prints as "--". */
export const teachingSchemeSchema = z.object({
  th: z.number().int().min(0).nullable(),
  tu: z.number().int().min(0).nullable(),
  pr: z.number().int().min(0).nullable(),
});

const assessmentFields = {
  scheme: teachingSchemeSchema,
  /** Paper hours, e.g. "03"; null prints as "--". */
  paperHours: z.string().nullable(),
  th: marksSchema,
  pr: marksSchema,
  or: marksSchema,
  tw: marksSchema,
  /** Sessional work marks, "50" or null (blank). */
  sw: z.string().nullable(),
};

export const subjectRefSchema = z.object({
  title: z.string().min(1),
  abbr: z.string().regex(/^[A-Z]{3}$/, "three capital letters"),
  code: z.string().regex(/^\d{5}$/, "five digits"),
  /** Symbols printed after the title: "$" or "Ø" for subjects common to other branches. */
  mark: z.enum(["$", "Ø"]).optional(),
});

export const subjectRowSchema = z.object({
  kind: z.literal("subject"),
  ...subjectRefSchema.shape,
  ...assessmentFields,
});

/** A grouped "Any One" row: the student takes one of the options, all assessed alike. */
export const electiveGroupSchema = z.object({
  kind: z.literal("anyOne"),
  /** e.g. "Elective-I", "Elective (CE/CS/CV)", "Basic Workshop Practice". */
  label: z.string().min(1),
  options: z.array(subjectRefSchema.extend({ group: z.string().optional() })).min(2),
  ...assessmentFields,
});

export const semesterSchema = z.object({
  /** Tab label, e.g. "1st Semester". */
  name: z.string().min(1),
  rows: z.array(z.discriminatedUnion("kind", [subjectRowSchema, electiveGroupSchema])).min(1),
  total: z.object({
    /** Printed in the Total row's Teaching Scheme cell, e.g. "TH-16, TU-01, PR-18". */
    scheme: z.string(),
    /** Printed in the TH/PR/OR/TW/SW cells of the Total row (source totals, kept as printed). */
    th: z.string(),
    pr: z.string(),
    or: z.string(),
    tw: z.string(),
    sw: z.string(),
    weeklyHours: z.number().int().positive(),
    totalMarks: z.number().int().positive(),
  }),
  /** The notes row under the table. */
  notes: z.array(z.string().min(1)).min(1),
});

export const curriculumSchema = z.object({
  branch: z.enum(["Civil", "Electrical", "Mechanical", "Mining"]),
  /** Banner and page title, e.g. "Civil Diploma Engineering". */
  title: z.string().min(1),
  description: z.string().min(50).max(170),
  intro: z.array(z.string().min(1)).min(1),
  semesters: z.array(semesterSchema).min(1),
  /** Page-wide notes: symbols, abbreviations, assessment rules. */
  notes: z.array(z.string().min(1)).min(1),
});

export type Curriculum = z.infer<typeof curriculumSchema>;
export type Semester = z.infer<typeof semesterSchema>;
export type CurriculumRow = Semester["rows"][number];
