import { z } from "zod";

const id = z.coerce.number({ error: "console.unknownItem" }).int().positive("console.unknownItem");
const department = z
  .string({ error: "console.faculty.enterDepartment" })
  .trim()
  .min(1, "console.faculty.enterDepartment")
  .max(200, "console.faculty.departmentTooLong");

/** The faculty page's group forms: add a department, rename one, or move or delete it (the button's intent). */
export const facultyGroupSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("add"), department }),
    z.object({ intent: z.literal("save"), id, department }),
    z.object({ intent: z.enum(["delete", "up", "down"]), id }),
  ],
  { error: "console.unknownAction" },
);
