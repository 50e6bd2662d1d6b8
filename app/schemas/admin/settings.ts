import { z } from "zod";
import { messageRef } from "~/messages/message-ref.ts";

export const RETENTION_YEARS_MIN = 1;
export const RETENTION_YEARS_MAX = 50;

const wrong = messageRef("console.settings.retention.wrong", { min: RETENTION_YEARS_MIN, max: RETENTION_YEARS_MAX });

/** The retention setting (decision 063): whole years, 1 to 50. */
export const retentionSchema = z.object({
  years: z.coerce.number({ error: wrong }).int(wrong).min(RETENTION_YEARS_MIN, wrong).max(RETENTION_YEARS_MAX, wrong),
});
