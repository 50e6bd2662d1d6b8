import type { AppServices } from "~/context.ts";
import type { SignedInStaff } from "~/lib/auth/session.server.ts";
import { consoleForm } from "~/lib/console-form/console-form.server.ts";
import { messageRef } from "~/messages/message-ref.ts";
import { recordAudit } from "~/models/audit.server.ts";
import { setSubmissionStatus } from "~/models/inbox.server.ts";
import { queueStatusMail } from "~/models/status-mail.server.ts";
import { statusChangeSchema } from "~/schemas/admin/status-change.ts";
import { writeTransaction } from "../../../db/client.ts";
import type { InboxKind } from "~/core/inbox/inbox-kind.ts";
import { isStatusOf, nextStatuses, transitionProblem } from "~/core/inbox/workflow.ts";

class StaleStatus extends Error {}

/**
 * The status form's action for any inbox: validates the change against the kind's workflow, then records it, its
 * note and an audit entry in one transaction. The change only applies from the status the page showed, so a change
 * someone else made since then is refused rather than written over, even when both arrive at the same moment.
 * A change of an application also queues the applicant's status mail in the same transaction (decision 057), and
 * nudges the mail worker once it is committed.
 */
export async function changeStatus(
  request: Request,
  services: Pick<AppServices, "db" | "dialect" | "clientIp" | "siteUrl"> & {
    forms?: Pick<AppServices["forms"], "mail">;
  },
  staff: SignedInStaff,
  kind: InboxKind,
  submission: { id: number; status: string },
  formData: FormData,
) {
  const form = consoleForm(request, formData, statusChangeSchema);
  if (form.submission.status !== "success") return form.refuse();
  const { to, note } = form.submission.value;
  if (!isStatusOf(kind.workflow, to)) return form.refuse({ fields: { to: ["console.status.choose"] } });
  const problem = transitionProblem(kind.workflow, submission.status, to, note, form.t);
  if (problem) {
    // A move the workflow does not allow is about the status; a missing reason is about the note.
    const field = (nextStatuses(kind.workflow, submission.status) as readonly string[]).includes(to) ? "note" : "to";
    return form.refuse({ fields: { [field]: [problem] } });
  }
  let mailed = false;
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
      if (kind.table === "applications") {
        mailed = await queueStatusMail(trx, { applicationId: submission.id, status: to, siteUrl: services.siteUrl });
      }
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
    if (error instanceof StaleStatus) return form.refuse({ form: "console.status.stale", status: 409 });
    throw error;
  }
  if (mailed) services.forms?.mail.queued();
  return form.done(messageRef("console.status.changed", { status: `console.status.${to}` }));
}
