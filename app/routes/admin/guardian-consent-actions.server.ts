import { z } from "zod";
import type { AppServices } from "~/context.ts";
import type { SignedInStaff } from "~/lib/auth/session.server.ts";
import { consoleForm } from "~/lib/console-form/console-form.server.ts";
import { messageRef } from "~/messages/message-ref.ts";
import { recordGuardianConsent, resendGuardianLink } from "~/models/guardian-consents.server.ts";

/** The console's two guardian steps (decision 068), told apart by `intent`. */
export const GUARDIAN_INTENTS = ["guardian-resend", "guardian-record"] as const;

const resendSchema = z.object({ intent: z.literal("guardian-resend") });
const recordSchema = z.object({
  intent: z.literal("guardian-record"),
  way: z.enum(["in-person", "phone"], { error: messageRef("console.guardian.error.way") }),
  note: z
    .string()
    .trim()
    .max(500, messageRef("console.field.tooLong", { label: "console.guardian.note", max: 500 }))
    .optional()
    .transform((value) => value || undefined),
});

/**
 * Sends the guardian a new link, or records consent given to the office in person or by phone: whoever may work the
 * application may do either (the applications inbox's roles); each is audited by the model.
 */
export async function actOnGuardianConsent(
  request: Request,
  services: Pick<AppServices, "db" | "clientIp" | "siteUrl">,
  staff: SignedInStaff,
  applicationId: number,
  formData: FormData,
) {
  const actor = { id: staff.id, email: staff.email, ip: services.clientIp };
  if (formData.get("intent") === "guardian-resend") {
    const form = consoleForm(request, formData, resendSchema);
    if (form.submission.status !== "success") return form.refuse();
    const sent = await resendGuardianLink(services.db, applicationId, actor, services.siteUrl);
    if (!sent.ok) {
      return form.refuse({
        form: sent.refusal === "no-email" ? "console.guardian.noEmail" : "console.guardian.notAwaiting",
        status: 409,
      });
    }
    return form.done("console.guardian.resent");
  }
  const form = consoleForm(request, formData, recordSchema);
  if (form.submission.status !== "success") return form.refuse();
  const { way, note } = form.submission.value;
  const recorded = await recordGuardianConsent(services.db, applicationId, actor, { way, note });
  if (!recorded.ok) return form.refuse({ form: "console.guardian.notAwaiting", status: 409 });
  return form.done("console.guardian.recorded");
}
