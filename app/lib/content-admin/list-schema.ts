import { z } from "zod";
import type { Translate } from "~/messages/catalogue.ts";
import { messageRef } from "~/messages/message-ref.ts";
import { parseIsoDate } from "~/core/format-date.ts";
import { showWindowShape, windowOrderError, windowOrdered } from "~/core/show-window.ts";
import type { ContentField } from "~/core/content-admin/fields.ts";

/** "Title (also the picture's text alternative)" → "Title", for messages. */
const shortLabel = (field: ContentField, t: Translate) => t(field.labelKey).replace(/\s*\(.*\)$/, "");

export const checkbox = z
  .literal("on")
  .optional()
  .transform((value) => value === "on");
export const ALT_MAX = 500;
export const altName = (imageField: string) => `${imageField}Alt`;

/** One field's check; its messages are catalogue keys with the field's label (in the request's language) as a value. */
function fieldSchema(field: ContentField, t: Translate): z.ZodType {
  const label = shortLabel(field, t);
  const lower = label.toLowerCase();
  switch (field.kind) {
    case "text": {
      let value = z
        .string({ error: messageRef("console.field.enter", { label: lower }) })
        .trim()
        .max(field.max, messageRef("console.field.tooLong", { label, max: field.max }));
      if (!field.optional)
        value = value.min(1, { error: messageRef("console.field.enter", { label: lower }), abort: true });
      if (field.pattern) value = value.regex(new RegExp(field.pattern.regex), field.pattern.message);
      return field.optional ? value.optional().transform((v) => v ?? "") : value;
    }
    case "number": {
      const whole = messageRef("console.field.wholeNumber", { label });
      return z
        .string({ error: whole })
        .trim()
        .regex(/^\d+$/, whole)
        .transform(Number)
        .pipe(
          z
            .number()
            .min(field.min, messageRef("console.field.atLeast", { label, min: field.min }))
            .max(field.max, messageRef("console.field.atMost", { label, max: field.max })),
        );
    }
    case "checkbox":
      return checkbox;
    case "select":
      return z.enum(field.options.map((option) => option.value) as [string, ...string[]], {
        error: messageRef("console.field.choose", { label: lower }),
      });
    case "date":
      return z
        .string({ error: messageRef("console.field.enter", { label: lower }) })
        .trim()
        .refine((value) => parseIsoDate(value) !== null, messageRef("console.field.date", { label }));
    case "image":
      return z
        .string()
        .trim()
        .max(ALT_MAX, messageRef("console.field.altTooLong", { label, max: ALT_MAX }))
        .optional()
        .transform((v) => v ?? "");
  }
}

/**
 * The server's check of one item's form: every described field (an image field contributes its text alternative,
 * its file is checked by the upload path), published, and the show window; `extra` adds the intent and the id.
 */
export function itemSchema(fields: readonly ContentField[], t: Translate, extra: Record<string, z.ZodType> = {}) {
  const shape: Record<string, z.ZodType> = { ...extra, published: checkbox, ...showWindowShape };
  for (const field of fields) shape[field.kind === "image" ? altName(field.name) : field.name] = fieldSchema(field, t);
  return z.object(shape).refine(windowOrdered, windowOrderError);
}

export const idSchema = z.coerce.number({ error: "console.unknownItem" }).int().positive("console.unknownItem");
