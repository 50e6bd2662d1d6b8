import { z } from "zod";

/** The roles of db/schema.ts (StaffRole). */
const roles = ["admin", "admissions", "editor", "grievance"] as const;

/** A new staff account; the password's own rules (length, not a common one) are checked by the action. */
export const createUserSchema = z.object({
  intent: z.literal("create"),
  name: z.string({ error: "console.users.enterName" }).trim().min(1, "console.users.enterName").max(200),
  email: z.email("console.users.enterEmail").max(254, "console.users.enterEmail"),
  role: z.enum(roles, { error: "console.users.chooseRole" }),
  password: z.string({ error: "console.password.tooShort?min=8" }).max(256, "console.password.tooLong?max=256"),
});

const userId = z.coerce.number({ error: "console.users.unknown" }).int().positive("console.users.unknown");

export const endSessionsSchema = z.object({ intent: z.literal("end-sessions"), userId });

/** An admin changes another account's role. */
export const changeRoleSchema = z.object({
  intent: z.literal("change-role"),
  userId,
  role: z.enum(roles, { error: "console.users.chooseRole" }),
});

/** An admin disables or enables another account. */
export const accountStatusSchema = z.object({ intent: z.enum(["disable", "enable"]), userId });
