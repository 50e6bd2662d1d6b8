import { z } from "zod";
import { type FeeCell, parseRupees } from "~/core/fee-totals.ts";

/** Page title, meta description (50–160 characters, as the route sweep and search results want) and intro. */
const pageText = {
  title: z.string().min(1),
  description: z.string().min(50).max(160),
  intro: z.array(z.string().min(1)),
};

/**
 * A cell as written in the JSON: "45000.00" (rupees, two decimals), null for "none" (the fee does not apply
 * to that category), or { "note": "If applicable" }. Parsed into paise so nothing downstream touches floats.
 */
export const feeCellSchema = z
  .union([
    z.string().regex(/^\d{1,9}\.\d{2}$/, "rupees with two decimals, e.g. 45000.00"),
    z.null(),
    z.object({ note: z.string().min(1) }).strict(),
  ])
  .transform((value): FeeCell => {
    if (value === null) return { kind: "none" };
    if (typeof value === "string") return { kind: "amount", paise: parseRupees(value) };
    return { kind: "note", text: value.note };
  });

export const feeRowSchema = z.object({
  /** A "Total" row is refused: totals are computed from the rows (app/lib/fee-totals.ts), never stored. */
  item: z
    .string()
    .min(1)
    .refine((item) => !/^\s*total\s*$/i.test(item), "the Total row is computed, not stored"),
  cells: z.array(feeCellSchema).min(1),
});

/** A charge outside the fee table, e.g. mess or hostel, in whole rupees per year. */
export const extraChargeSchema = z.object({
  label: z.string().min(1),
  appliesTo: z.string().min(1),
  perYear: z.number().int().positive(),
});

export const feesSchema = z
  .object({
    ...pageText,
    /** The table's caption; it names the table for screen readers too. */
    caption: z.string().min(1),
    /** Seat categories (or a single "Amount" column), in order. */
    columns: z.array(z.string().min(1)).min(1),
    rows: z.array(feeRowSchema).min(1),
    charges: z.object({ caption: z.string().min(1), rows: z.array(extraChargeSchema).min(1) }).optional(),
    notes: z.array(z.string().min(1)),
  })
  .superRefine((fees, ctx) => {
    fees.rows.forEach((row, index) => {
      if (row.cells.length !== fees.columns.length) {
        ctx.addIssue({
          code: "custom",
          path: ["rows", index, "cells"],
          message: `${row.item}: ${row.cells.length} cells for ${fees.columns.length} columns`,
        });
      }
    });
  });

export type Fees = z.infer<typeof feesSchema>;
export type FeeRow = Fees["rows"][number];
export type ExtraCharge = z.infer<typeof extraChargeSchema>;
