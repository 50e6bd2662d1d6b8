import { z } from "zod";
import { picture, pictureSrc } from "./picture.ts";
import { pageHeadSchema } from "./policy.ts";

const text = z.string().trim().min(1);

/** A page of a scheme's notice, shown as an image in a row that scrolls sideways. */
export const noticePageSchema = picture(
  z.object({
    src: pictureSrc(/^\/images\/[\w\-/]+\.(webp|jpg|png)$/, "a file in /images/"),
    alt: text,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
);

export const schemeSchema = z.object({
  /** 1–8, the number the college's notices use. */
  number: z.number().int().min(1),
  name: text,
  /** Who runs it, e.g. "AICTE" or "Government of Jharkhand"; left out where the college's notice does not say. */
  provider: text.optional(),
  /** What it pays, one line each (scheme 5 pays differently for Diploma and BCA). */
  amounts: z.array(text).min(1),
  /** Duration, caps and eligibility, one line each. */
  conditions: z.array(text).min(1),
  apply: z.object({
    href: z.url({ protocol: /^https$/ }),
    /** Name of the portal the button leads to, shown under the button. */
    site: text,
  }),
  /** Notice pages (scheme 8 is published only as scanned pages). */
  pages: z.array(noticePageSchema).optional(),
});

export const scholarshipSchema = pageHeadSchema.extend({
  intro: z.array(text).min(1),
  /** A rule shared by several schemes, e.g. the Rs 8 lakh family-income cap of schemes 1 to 4. */
  notes: z.array(text),
  schemes: z
    .array(schemeSchema)
    .length(8)
    .refine(
      (schemes) => schemes.every((scheme, index) => scheme.number === index + 1),
      "schemes numbered 1 to 8 in order",
    ),
});

export type Scholarship = z.infer<typeof scholarshipSchema>;
export type Scheme = z.infer<typeof schemeSchema>;
export type NoticePage = z.infer<typeof noticePageSchema>;
