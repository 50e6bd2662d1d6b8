import { z } from "zod";
import { cardListSchema, cardSchema } from "./cards.ts";
import { pageHeadSchema, textSectionSchema } from "./policy.ts";

const text = z.string().trim().min(1);
/** An in-site path ("/civil") or an https address. */
const href = z.string().regex(/^(\/[\w\-/]*|https:\/\/\S+)$/, "a site path or an https address");

/** About Us: who the college is, its key figures and the programmes it teaches. */
export const aboutUsSchema = pageHeadSchema.extend({
  intro: z.array(text).min(1),
  /** Key figures shown large, e.g. value "10 acres", label "Campus". */
  facts: z.array(z.object({ value: text, label: text })).min(1),
  programmes: z.object({
    heading: text,
    items: z.array(z.object({ name: text, text, href: href.optional() })).min(1),
  }),
  sections: z.array(textSectionSchema),
});

/** Mission and Vision: the counts are the college's own (spec 001 §2: 8 mission points, 4 objectives). */
export const missionVisionSchema = pageHeadSchema.extend({
  mission: z.array(text).length(8),
  vision: text,
  objectives: z.array(text).length(4),
});

/** Pedagogy: the ten teaching methods of spec 001 §2, one card each. */
export const pedagogySchema = pageHeadSchema.extend({
  intro: z.array(text).min(1),
  methods: z.array(cardSchema).length(10),
});

/** Why Gumla: reasons to choose the college (cards) and a plain list of facilities. */
export const whyGumlaSchema = pageHeadSchema.extend({
  intro: z.array(text).min(1),
  reasons: cardListSchema,
  facilities: z.array(text).min(1),
});

/** National Cadet Corps: description, motto, outside links, the allotment letter and where to apply. */
export const nccSchema = pageHeadSchema.extend({
  intro: z.array(text).min(1),
  motto: text,
  sections: z.array(textSectionSchema),
  links: z.array(z.object({ label: text, href: z.url({ protocol: /^https$/ }) })).min(1),
  /** A file in public/documents; its size is read at request time so the link text is always right. */
  letter: z.object({ file: z.string().regex(/^[\w-]+\.pdf$/), title: text }),
  apply: z.object({ label: text, href: z.url({ protocol: /^https$/ }) }),
});

export type AboutUs = z.infer<typeof aboutUsSchema>;
export type MissionVision = z.infer<typeof missionVisionSchema>;
export type Pedagogy = z.infer<typeof pedagogySchema>;
export type WhyGumla = z.infer<typeof whyGumlaSchema>;
export type Ncc = z.infer<typeof nccSchema>;
