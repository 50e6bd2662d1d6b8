import { z } from "zod";

export const productSchema = z.object({
  name: z.string().min(1),
  description: z.string().min(1),
  brochure: z.object({
    /** A file in public/documents; its size is read at request time for the link text. */
    file: z.string().regex(/^[a-z0-9-]+\.pdf$/, "a PDF file name in public/documents"),
    title: z.string().min(1),
  }),
  contact: z.object({ name: z.string().min(1), role: z.string().min(1) }),
  /** Units sold till date; null when the college has no count (shown as a dash). */
  unitsSold: z.number().int().min(0).nullable(),
});

export const productionUnitSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(50).max(160),
  intro: z.array(z.string().min(1)).min(1),
  caption: z.string().min(1),
  products: z.array(productSchema).min(1),
});

export type ProductionUnit = z.infer<typeof productionUnitSchema>;
export type Product = z.infer<typeof productSchema>;
