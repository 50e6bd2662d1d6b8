import { z } from "zod";

/** The status form of any inbox; the workflow's own rules (which moves, when a note is needed) follow in the action. */
export const statusChangeSchema = z.object({
  to: z.string({ error: "console.status.choose" }).max(20, "console.status.choose"),
  note: z.string().trim().max(2000, "console.status.noteTooLong").default(""),
});
