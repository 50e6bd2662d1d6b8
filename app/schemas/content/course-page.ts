import { z } from "zod";
import { picture, pictureSrc } from "./picture.ts";

/** A page of a printed brochure shown as a picture in public/images/courses; it links to the whole document. */
export const brochurePageSchema = picture(
  z.object({
    src: pictureSrc(/^\/images\/courses\/[a-z0-9-]+\.(webp|jpg)$/, "a picture in /images/courses"),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    /** What the picture is and that it opens the document: it is the only content of its link. */
    alt: z.string().min(20),
  }),
);

/** The BCA and working-professional pages: a short description, brochure pictures and the brochure PDF. */
export const coursePageSchema = z.object({
  /** Banner and page title. */
  title: z.string().min(1),
  description: z.string().min(50).max(160),
  intro: z.array(z.string().min(1)).min(1),
  /** Label/value facts shown as a list, e.g. Duration: 3 years. Seat counts come from the database instead. */
  facts: z.array(z.object({ term: z.string().min(1), detail: z.string().min(1) })),
  /** Where the programme's fees are, on this site. */
  feesLink: z.object({ to: z.string().regex(/^\/[A-Za-z-]+$/), label: z.string().min(1) }),
  document: z.object({
    file: z.string().regex(/^[a-z0-9-]+\.pdf$/, "a PDF in public/documents"),
    title: z.string().min(1),
  }),
  pages: z.array(brochurePageSchema).min(1),
});

export type CoursePage = z.infer<typeof coursePageSchema>;
