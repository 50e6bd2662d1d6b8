import { z } from "zod";

/** "Send again" on a failed message: a button, no field to fill. */
export const retrySchema = z.object(
  { intent: z.literal("retry"), id: z.coerce.number().int().positive() },
  { error: "console.outbox.choose" },
);
