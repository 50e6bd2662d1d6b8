import { z } from "zod";
import { MAX_LABEL } from "~/core/menu.ts";

const id = z.coerce.number({ error: "console.unknownItem" }).int().positive("console.unknownItem");

const label = z
  .string({ error: "console.menu.enterLabel" })
  .trim()
  .min(1, "console.menu.enterLabel")
  .max(MAX_LABEL, "console.menu.labelTooLong");

/** The Hindi label: optional (a Hindi page shows the English label while there is none); empty means none. */
const labelHi = z
  .string()
  .trim()
  .max(MAX_LABEL, "console.menu.labelTooLong")
  .optional()
  .transform((value) => value || null);

/** A path on this site ("/about-us", never "//host") or an https address of another site. */
export function isMenuTarget(target: string): boolean {
  if (/^\/(?!\/)[^\s\\]*$/.test(target)) return true;
  if (!/^https:\/\/\S+$/.test(target)) return false;
  try {
    return new URL(target).hostname.length > 0;
  } catch {
    return false;
  }
}

const target = z
  .string({ error: "console.menu.enterTarget" })
  .trim()
  .min(1, "console.menu.enterTarget")
  .max(500, "console.menu.targetTooLong")
  .refine(isMenuTarget, "console.menu.targetFormat");

/** Where an entry goes: "header" or "footer" (the top of that menu), or a group's id. */
const place = z
  .string({ error: "console.menu.unknownPlace" })
  .regex(/^(header|footer|\d{1,9})$/, "console.menu.unknownPlace");

/** The menu editor's forms (decision 044): one post, one change, named by the button's intent. */
export const menuActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("add-link"), place, label, labelHi, target }),
    z.object({ intent: z.literal("add-group"), place, label, labelHi }),
    z.object({ intent: z.literal("save-link"), id, label, labelHi, target }),
    z.object({ intent: z.literal("save-group"), id, label, labelHi }),
    z.object({ intent: z.literal("move"), id, place }),
    z.object({ intent: z.enum(["up", "down", "out", "remove"]), id }),
  ],
  { error: "console.unknownAction" },
);
export type MenuAction = z.infer<typeof menuActionSchema>;
