import { z } from "zod";

const id = z.coerce.number({ error: "console.unknownItem" }).int().positive("console.unknownItem");

/** An album's own forms: several pictures at once (their files are checked by the upload path), and its cover. */
export const albumUploadSchema = z.object({
  intent: z.literal("upload"),
  caption: z.string().trim().max(300, "console.album.captionTooLong").optional(),
});
export const albumCoverSchema = z.object({ intent: z.literal("cover"), id });
