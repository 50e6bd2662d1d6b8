import { z } from "zod";
import type { AppServices } from "~/context.ts";
import { istDateTime } from "~/core/inbox/ist-day.ts";
import type { SignedInStaff } from "~/lib/auth/session.server.ts";
import { consoleForm } from "~/lib/console-form/console-form.server.ts";
import { messageRef } from "~/messages/message-ref.ts";
import { cancelSchedule, publishNow, schedulePublish, unpublish } from "~/models/page-publishing.server.ts";
import { restoreRevision } from "~/models/page-revisions.server.ts";
import type { PageActor } from "~/models/pages.server.ts";

const revision = z.coerce.number().int().positive();

/** The forms of a page's console page; `intent` names the action (each form posts one). */
export const pageActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("publish"), revision }),
  z.object({ intent: z.literal("unpublish") }),
  z.object({
    intent: z.literal("schedule"),
    revision,
    date: z.iso.date({ error: "console.page.scheduleDateMissing" }),
    time: z
      .string({ error: "console.page.scheduleTimeMissing" })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "console.page.scheduleTimeMissing"),
  }),
  z.object({ intent: z.literal("cancel-schedule") }),
  z.object({ intent: z.literal("restore"), revision }),
]);

/** An IST date and time of a form as the instant it names (IST is UTC+05:30 all year: no daylight saving). */
export const istInstant = (date: string, time: string) => new Date(`${date}T${time}:00.000+05:30`);

/**
 * Carries out one action of a page's console page: publish a revision now, unpublish, schedule a publish at an IST
 * date and time, cancel it, restore an old revision as a new draft. The models write the audit log; this turns
 * their answers into words, and a refusal into a message a person understands.
 */
export async function handlePageAction(
  request: Request,
  services: AppServices,
  staff: SignedInStaff,
  pageId: number,
  formData: FormData,
  now: Date = new Date(),
) {
  const form = consoleForm(request, formData, pageActionSchema);
  if (form.submission.status !== "success") {
    const intent = formData.get("intent");
    const known = ["publish", "unpublish", "schedule", "cancel-schedule", "restore"].includes(String(intent));
    return known ? form.refuse() : form.refuse({ form: "console.page.unknownAction" });
  }
  const input = form.submission.value;
  const actor: PageActor = { userId: staff.id, email: staff.email, ip: services.clientIp };
  const gone = () => form.refuse({ form: "console.page.gone", status: 404 });
  switch (input.intent) {
    case "publish": {
      const done = await publishNow(services, pageId, actor, { revision: input.revision, now });
      if (done.status === "missing") return gone();
      return form.done(messageRef("console.page.published", { revision: done.revision }));
    }
    case "unpublish": {
      const done = await unpublish(services, pageId, actor);
      if (done === "missing") return gone();
      if (done === "named-by-spec") return form.refuse({ form: "console.page.namedBySpec", status: 409 });
      return form.done("console.page.unpublished");
    }
    case "schedule": {
      const at = istInstant(input.date, input.time);
      if (at.getTime() <= now.getTime()) return form.refuse({ fields: { time: ["console.page.scheduleInPast"] } });
      const done = await schedulePublish(services, pageId, input.revision, at, actor, now);
      if (done.status === "missing") return gone();
      return form.done(
        messageRef("console.page.scheduled", { revision: input.revision, at: istDateTime(at.toISOString()) }),
      );
    }
    case "cancel-schedule": {
      const cancelled = await cancelSchedule(services, pageId, actor);
      return cancelled
        ? form.done("console.page.scheduleCancelled")
        : form.refuse({ form: "console.page.noSchedule", status: 409 });
    }
    case "restore": {
      const done = await restoreRevision(services, pageId, input.revision, actor);
      if (done.status === "missing") return gone();
      if (done.status === "invalid")
        return form.refuse({ form: messageRef("console.page.restoreInvalid", { revision: input.revision }) });
      return form.done(messageRef("console.page.restored", { revision: input.revision, newRevision: done.revision }));
    }
  }
}
