import { data } from "react-router";
import { z } from "zod";
import type { AppServices } from "~/context.ts";
import type { SignedInStaff } from "~/lib/auth/session.server.ts";
import { recordAudit } from "~/models/audit.server.ts";
import { setSubmissionStatus } from "~/models/inbox.server.ts";
import { writeTransaction } from "../../../db/client.ts";
import type { InboxKind } from "~/core/inbox/inbox-kind.ts";
import { isStatusOf, labelOf, transitionProblem } from "~/core/inbox/workflow.ts";

const changeSchema = z.object({
  to: z.string({ error: "Choose a new status." }).max(20, "Choose a new status."),
  note: z.string().trim().max(2000, "Keep the note to 2000 characters.").default(""),
});

class StaleStatus extends Error {}

/**
 * The status form's action for any inbox: validates the change against the kind's workflow, then records it, its
 * note and an audit entry in one transaction. The change only applies from the status the page showed, so a change
 * someone else made since then is refused rather than written over, even when both arrive at the same moment.
 */
export async function changeStatus(
  services: Pick<AppServices, "db" | "dialect" | "clientIp">,
  staff: SignedInStaff,
  kind: InboxKind,
  submission: { id: number; status: string },
  form: FormData,
) {
  const parsed = changeSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ ok: false, message: parsed.error.issues[0]!.message }, { status: 400 });
  const { to, note } = parsed.data;
  if (!isStatusOf(kind.workflow, to)) return data({ ok: false, message: "Choose a new status." }, { status: 400 });
  const problem = transitionProblem(kind.workflow, submission.status, to, note);
  if (problem) return data({ ok: false, message: problem }, { status: 400 });
  try {
    await writeTransaction(services, async (trx) => {
      const changed = await setSubmissionStatus(trx, kind, {
        id: submission.id,
        from: submission.status,
        to,
        note,
        userId: staff.id,
        email: staff.email,
      });
      if (!changed) throw new StaleStatus();
      await recordAudit(trx, {
        userId: staff.id,
        email: staff.email,
        action: "status-changed",
        entity: kind.table,
        entityId: submission.id,
        before: { status: submission.status },
        after: { status: to, note },
        ip: services.clientIp,
      });
    });
  } catch (error) {
    if (error instanceof StaleStatus)
      return data({ ok: false, message: "Someone changed the status meanwhile; look at it again." }, { status: 409 });
    throw error;
  }
  return { ok: true, message: `Status changed to ${labelOf(to)}.` };
}
