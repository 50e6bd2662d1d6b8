import { z } from "zod";

/** The sign-in form; the messages are catalogue keys, turned into text by the action. */
export const signInSchema = z.object({
  email: z
    .string({ error: "console.signIn.enterEmail" })
    .trim()
    .min(1, "console.signIn.enterEmail")
    .max(254, "console.signIn.failed"),
  password: z
    .string({ error: "console.signIn.enterPassword" })
    .min(1, "console.signIn.enterPassword")
    .max(256, "console.signIn.failed"),
  next: z.string().max(500).optional(),
});
