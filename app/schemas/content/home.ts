import { z } from "zod";

const linkSchema = z.object({ title: z.string().min(1), href: z.string().min(1) });

/** The fixed texts and lists of the home page; the day-to-day lists (news, notices, seats…) come from the database. */
export const contentSchema = z.object({
  welcome: z.object({
    heading: z.string().min(1),
    paragraphs: z.array(z.string().min(1)).min(1),
    links: z.array(linkSchema).min(2),
  }),
  director: z.object({
    heading: z.string().min(1),
    name: z.string().min(1),
    role: z.string().min(1),
    photo: z.string().startsWith("/images/"),
    excerpt: z.array(z.string().min(1)).min(1),
    link: linkSchema,
  }),
  approvals: z
    .array(
      z.object({
        academicYear: z.string().regex(/^\d{4}-\d{2}$/),
        documents: z.array(z.object({ title: z.string().min(1), file: z.string().regex(/^[\w-]+\.pdf$/) })).min(1),
      }),
    )
    .min(1),
  tieUps: z.array(z.object({ name: z.string().min(1), logo: z.string().startsWith("/images/") })).min(1),
  recruiters: z.array(z.object({ name: z.string().min(1), logo: z.string().startsWith("/images/") })).min(1),
  videos: z.array(z.object({ title: z.string().min(1), href: z.url() })).min(1),
  partnership: z.object({ text: z.string().min(1), title: z.string().min(1), href: z.url() }),
  scholarshipNotice: z.object({
    heading: z.string().min(1),
    points: z.array(z.string().min(1)).min(1),
    link: linkSchema,
  }),
});

export type HomeContent = z.infer<typeof contentSchema>;
