import { z } from "zod";

const text = z.string().trim().min(1);

/** Page name (banner, h1 and browser title) and the meta description every content page carries. */
export const pageHeadSchema = z.object({
  title: text,
  /** Search engines show about 160 characters; under 50 says too little. */
  description: z.string().min(50).max(160),
});

/** A small table inside a text page (e.g. minimum marks on a notice); cells are kept as printed. */
export const textTableSchema = z
  .object({
    type: z.literal("table"),
    caption: text,
    columns: z.array(text).min(2),
    rows: z.array(z.array(text)).min(1),
  })
  .refine(
    (table) => table.rows.every((row) => row.length === table.columns.length),
    "every row has one cell per column",
  );

/**
 * Whether a link may be printed: https:, mailto:, tel: or a path of this site ("/privacy-policy"). Anything else
 * (javascript:, data:, http:, "//elsewhere") is refused, by the schema when saved and again when drawn.
 */
export function isSafeHref(href: string): boolean {
  if (href !== href.trim() || /[\s\\<>"]/.test(href) || href.length > 500) return false;
  if (href.startsWith("/")) return !href.startsWith("//");
  const scheme = /^([a-z]+):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme === "https") return URL.canParse(href) && new URL(href).hostname !== "";
  return (scheme === "mailto" || scheme === "tel") && href.length > scheme.length + 1;
}

/** A piece of running text: shown as typed (never as HTML), emphasised and/or a link when it says so. */
export const textSpanSchema = z.object({
  // Not trimmed: the spaces between a link and the words around it belong to the text.
  text: z
    .string()
    .max(2000)
    .refine((value) => value.trim() !== "", "write the text"),
  emphasis: z.literal(true).optional(),
  href: z
    .string()
    .refine(isSafeHref, "a link starts with https://, mailto:, tel: or / (a page of this site)")
    .optional(),
});

/** Running text: plain (as every content file had it) or pieces with emphasis and links. */
export const richTextSchema = z.union([text, z.array(textSpanSchema).min(1)]);

/** One piece of a section, in reading order: a paragraph, a bullet (or numbered) list, or a small table. */
export const textBlockSchema = z.union([
  z.object({ type: z.literal("paragraph"), text: richTextSchema }),
  z.object({ type: z.literal("list"), ordered: z.boolean().default(false), items: z.array(richTextSchema).min(1) }),
  textTableSchema,
]);

export const textSectionSchema = z.object({
  /** Printed as an h2; a section without one continues the text above it. */
  heading: text.optional(),
  blocks: z.array(textBlockSchema).min(1),
});

/** Generic policy text: refund, terms, privacy, placement rules, notices. */
export const policySchema = pageHeadSchema.extend({
  sections: z.array(textSectionSchema).min(1),
  /** Calendar date (YYYY-MM-DD) the text was last changed; shown as DD-MM-YYYY like the college's documents. */
  lastUpdated: z.iso.date().optional(),
});

export type Policy = z.infer<typeof policySchema>;
export type TextSection = z.infer<typeof textSectionSchema>;
export type TextBlock = z.infer<typeof textBlockSchema>;
export type RichText = z.infer<typeof richTextSchema>;
export type TextSpan = z.infer<typeof textSpanSchema>;
