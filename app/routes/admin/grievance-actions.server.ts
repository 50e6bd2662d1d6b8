import { z } from "zod";
import type { AppServices } from "~/context.ts";
import { grievanceStatuses, statusKey } from "~/core/grievance.ts";
import { consoleForm, readConsolePost } from "~/lib/console-form/console-form.server.ts";
import type { SignedInStaff } from "~/lib/auth/session.server.ts";
import { messageRef } from "~/messages/message-ref.ts";
import { NOTE_MAX, addGrievanceNote, moveGrievance } from "~/models/grievances.server.ts";

const actionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("move"),
    from: z.enum(grievanceStatuses),
    to: z.enum(grievanceStatuses, { error: "console.grievances.notAllowed" }),
  }),
  z.object({
    intent: z.literal("note"),
    note: z
      .string({ error: "console.grievances.enterNote" })
      .trim()
      .min(1, "console.grievances.enterNote")
      .max(NOTE_MAX, messageRef("console.field.tooLong", { label: "console.grievances.note", max: NOTE_MAX })),
  }),
]);

const refusals = {
  unknown: "console.grievances.unknown",
  stale: "console.grievances.stale",
  "not-allowed": "console.grievances.notAllowed",
} as const;

/** A committee member's post on a grievance's page: a status change or a note, each audited by the model. */
export async function actOnGrievance(request: Request, services: AppServices, staff: SignedInStaff, id: number) {
  const form = consoleForm(request, await readConsolePost(request), actionSchema);
  if (form.submission.status !== "success") return form.refuse();
  const value = form.submission.value;
  const actor = { id: staff.id, email: staff.email, ip: services.clientIp };
  const database = services.forms.database;
  if (value.intent === "note") {
    const added = await addGrievanceNote(database, actor, id, value.note);
    return added ? form.done("console.grievances.noteAdded") : form.refuse({ form: refusals.unknown, status: 404 });
  }
  const moved = await moveGrievance(database, actor, id, value.from, value.to);
  if (!moved.ok) return form.refuse({ form: refusals[moved.reason], status: moved.reason === "unknown" ? 404 : 409 });
  return form.done(messageRef("console.grievances.moved", { status: statusKey(value.to) }));
}
