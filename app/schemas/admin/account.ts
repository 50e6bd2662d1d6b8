import { z } from "zod";

/** Changing one's own password; the new password's own rules are checked by the action (password.server.ts). */
export const changePasswordSchema = z.object({
  intent: z.literal("change-password"),
  currentPassword: z
    .string({ error: "account.password.enterCurrent" })
    .min(1, "account.password.enterCurrent")
    .max(256, "account.password.wrongCurrent"),
  newPassword: z.string({ error: "console.password.tooShort?min=8" }).max(256, "console.password.tooLong?max=256"),
});
