import { z } from "zod";
import { parseIsoDate } from "~/core/format-date.ts";
import { showWindowShape, windowInOrder, windowOrderMessage } from "~/core/show-window.ts";
import type { ContentField } from "~/core/content-admin/fields.ts";

/** "Title (also the picture's text alternative)" → "Title", for messages. */
const shortLabel = (field: ContentField) => field.label.replace(/\s*\(.*\)$/, "");

export const checkbox = z
  .literal("on")
  .optional()
  .transform((value) => value === "on");
export const ALT_MAX = 500;
export const altName = (imageField: string) => `${imageField}Alt`;

function fieldSchema(field: ContentField): z.ZodType {
  const label = shortLabel(field);
  switch (field.kind) {
    case "text": {
      let value = z
        .string({ error: `Enter the ${label.toLowerCase()}` })
        .trim()
        .max(field.max, `${label}: use at most ${field.max} characters`);
      if (!field.optional) value = value.min(1, { error: `Enter the ${label.toLowerCase()}`, abort: true });
      if (field.pattern) value = value.regex(new RegExp(field.pattern.regex), field.pattern.message);
      return field.optional ? value.optional().transform((v) => v ?? "") : value;
    }
    case "number":
      return z
        .string({ error: `${label}: enter a whole number` })
        .trim()
        .regex(/^\d+$/, `${label}: enter a whole number`)
        .transform(Number)
        .pipe(
          z.number().min(field.min, `${label}: at least ${field.min}`).max(field.max, `${label}: at most ${field.max}`),
        );
    case "checkbox":
      return checkbox;
    case "select":
      return z.enum(field.options.map((option) => option.value) as [string, ...string[]], {
        error: `Choose a ${label.toLowerCase()}`,
      });
    case "date":
      return z
        .string({ error: `Enter the ${label.toLowerCase()}` })
        .trim()
        .refine((value) => parseIsoDate(value) !== null, `${label}: enter a date like 2024-07-01`);
    case "image":
      return z
        .string()
        .trim()
        .max(ALT_MAX, `${label}: the description may have at most ${ALT_MAX} characters`)
        .optional()
        .transform((v) => v ?? "");
  }
}

/**
 * The server's check of one item's form: every described field (an image field contributes its text alternative,
 * its file is checked by the upload path), published, and the show window.
 */
export function itemSchema(fields: readonly ContentField[]) {
  const shape: Record<string, z.ZodType> = { published: checkbox, ...showWindowShape };
  for (const field of fields) shape[field.kind === "image" ? altName(field.name) : field.name] = fieldSchema(field);
  return z
    .object(shape)
    .refine((input) => windowInOrder(input as { showFrom: string; showUntil: string }), windowOrderMessage);
}

export const idSchema = z.coerce.number({ error: "Unknown item" }).int().positive("Unknown item");

/** Zod's issues as one sentence for the notice above the form. */
export const issuesMessage = (error: z.ZodError) => [...new Set(error.issues.map((issue) => issue.message))].join(". ");
