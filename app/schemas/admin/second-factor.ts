import { z } from "zod";

/** A typed code: six digits or a recovery code (xxxx-xxxx-xxxx); what it is, the action decides. */
const code = z
  .string({ error: "secondFactor.enterCode" })
  .trim()
  .min(1, "secondFactor.enterCode")
  .max(40, "secondFactor.wrongCode");

/** Starting to set up the second factor on one's account page (a button alone). */
export const startSecondFactorSchema = z.object({ intent: z.literal("start-second-factor") });

/** Confirming the set-up with the app's first code. */
export const confirmSecondFactorSchema = z.object({ intent: z.literal("confirm-second-factor"), code });

/** Turning the second factor off: the password and a code. */
export const turnOffSecondFactorSchema = z.object({
  intent: z.literal("turn-off-second-factor"),
  password: z
    .string({ error: "secondFactor.enterPassword" })
    .min(1, "secondFactor.enterPassword")
    .max(256, "account.password.wrongCurrent"),
  code,
});

/** The sign-in's second step. */
export const signInCodeSchema = z.object({ code, next: z.string().max(500).optional() });
