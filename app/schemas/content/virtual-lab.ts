import { z } from "zod";

export const experimentSchema = z.object({
  name: z.string().min(1),
  /** An experiment on the national Virtual Labs site; only https addresses, since it opens outside the site. */
  url: z.url({ protocol: /^https$/ }),
});

/** The experiments of one lab course, e.g. "Engineering Physics Lab I". */
export const labCourseSchema = z.object({
  name: z.string().min(1),
  experiments: z.array(experimentSchema).min(1),
});

/** A heading on the page, e.g. "Semester 1", with its lab courses. */
export const labSectionSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, "lower-case words joined by hyphens"),
  heading: z.string().min(1),
  courses: z.array(labCourseSchema).min(1),
});

export const virtualLabSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(50).max(160),
  intro: z.array(z.string().min(1)).min(1),
  sections: z.array(labSectionSchema).min(1),
});

export type VirtualLab = z.infer<typeof virtualLabSchema>;
export type Experiment = z.infer<typeof experimentSchema>;
