import { z } from "zod";
import { showWindowShape, windowOrderError, windowOrdered } from "~/core/show-window.ts";

export const newsKinds = ["SN", "NB", "UL", "IL", "SM", "IM"] as const;
export const newsKindSchema = z.enum(newsKinds);

const id = z.coerce.number({ error: "console.unknownItem" }).int().positive("console.unknownItem");
const checkbox = z
  .literal("on")
  .optional()
  .transform((value) => value === "on");

const itemShape = {
  title: z
    .string({ error: "console.news.enterTitle" })
    .trim()
    .min(1, "console.news.enterTitle")
    .max(1000, "console.news.titleTooLong"),
  titleHi: z
    .string()
    .trim()
    .max(1000, "console.news.titleTooLong")
    .optional()
    .transform((value) => value || null),
  targetLink: z
    .string()
    .trim()
    .max(2000, "console.news.linkTooLong")
    .refine((link) => link === "" || link.startsWith("/") || /^https?:\/\//.test(link), "console.news.linkFormat")
    .default(""),
  isNew: checkbox,
  published: checkbox,
  ...showWindowShape,
};

/** The news editor's forms: add to a list, save an item, or move or delete it (the button's intent). */
export const newsActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("add"), kind: newsKindSchema, ...itemShape }).refine(windowOrdered, windowOrderError),
    z.object({ intent: z.literal("save"), id, ...itemShape }).refine(windowOrdered, windowOrderError),
    z.object({ intent: z.enum(["delete", "up", "down"]), id }),
  ],
  { error: "console.unknownAction" },
);
