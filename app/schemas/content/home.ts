import { z } from "zod";
import { picture, pictureSrc } from "./picture.ts";

const linkSchema = z.object({ title: z.string().min(1), href: z.string().min(1) });

/**
 * A picture of the home page: a file shipped in public/images/home or one uploaded in the console, with its intrinsic
 * size so the page does not shift as it loads. Its text alternative is the name beside it (the director's, the
 * organisation's).
 */
const homePicture = picture(
  z.object({
    src: pictureSrc(/^\/images\/home\/[a-z0-9-]+\.(webp|jpg|png|svg)$/, "a file in /images/home/"),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
);
const logoSchema = z.object({ name: z.string().min(1), logo: homePicture });

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
    photo: homePicture,
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
  tieUps: z.array(logoSchema).min(1),
  recruiters: z.array(logoSchema).min(1),
  videos: z.array(z.object({ title: z.string().min(1), href: z.url() })).min(1),
  partnership: z.object({ text: z.string().min(1), title: z.string().min(1), href: z.url() }),
  scholarshipNotice: z.object({
    heading: z.string().min(1),
    points: z.array(z.string().min(1)).min(1),
    link: linkSchema,
  }),
});

export type HomeContent = z.infer<typeof contentSchema>;
