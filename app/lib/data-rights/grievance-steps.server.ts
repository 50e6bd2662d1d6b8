import type { AppServices } from "~/context.ts";
import { statusKey } from "~/core/grievance.ts";
import type { SignedInStaff } from "~/lib/auth/session.server.ts";
import { consoleForm } from "~/lib/console-form/console-form.server.ts";
import { grievancesDir } from "~/lib/grievances/attachment-store.server.ts";
import { translator } from "~/messages/catalogue.ts";
import "~/messages/grievance-messages.ts";
import { messageRef } from "~/messages/message-ref.ts";
import { changeGrievanceLink } from "~/models/data-rights-grievances.server.ts";
import { type DataRightsRequest, markErased } from "~/models/data-rights.server.ts";
import { eraseGrievance } from "~/models/grievance-erasure.server.ts";
import { grievanceEraseSchema, grievanceLinkSchema } from "~/schemas/admin/data-rights.ts";

export const GRIEVANCE_INTENTS = ["link-grievance", "unlink-grievance", "erase-grievance"] as const;
export type GrievanceIntent = (typeof GRIEVANCE_INTENTS)[number];

/**
 * The grievance steps of a request's page (decision 070), for admins only: grievances reach the committee and the
 * admins, never the admissions office that works the rest of a request (decision 061). Link a grievance by its
 * number, remove a link, and on an erasure request with a recorded identity check erase a linked grievance the
 * committee has resolved or closed, confirmed by typing its number again. Every step is audited by the model.
 */
export async function workGrievanceStep(
  request: Request,
  services: AppServices,
  staff: SignedInStaff,
  row: DataRightsRequest,
  intent: GrievanceIntent,
  formData: FormData,
) {
  const actor = { userId: staff.id, email: staff.email, ip: services.clientIp };
  if (intent !== "erase-grievance") {
    const form = consoleForm(request, formData, grievanceLinkSchema);
    if (staff.role !== "admin") return form.refuse({ form: "console.dataRights.erase.adminOnly", status: 403 });
    if (form.submission.status !== "success") return form.refuse();
    const number = form.submission.value.grievanceNumber;
    const kind = intent === "link-grievance" ? "link" : "unlink";
    const outcome = await changeGrievanceLink(services, row.id, { kind, number }, actor);
    if (outcome === "no-grievance")
      return form.refuse({ fields: { grievanceNumber: ["console.dataRights.grievances.unknown"] } });
    if (outcome === "not-linked") return form.refuse({ form: "console.dataRights.grievances.notLinked" });
    if (outcome === "closed") return form.refuse({ form: "console.dataRights.closedAlready", status: 409 });
    if (outcome === "missing") return form.refuse({ form: "console.dataRights.missing", status: 404 });
    return form.done(kind === "link" ? "console.dataRights.grievances.done" : "console.dataRights.grievances.unlinked");
  }
  const form = consoleForm(request, formData, grievanceEraseSchema);
  if (staff.role !== "admin") return form.refuse({ form: "console.dataRights.erase.adminOnly", status: 403 });
  if (form.submission.status !== "success") return form.refuse();
  if (row.status !== "open") return form.refuse({ form: "console.dataRights.closedAlready", status: 409 });
  if (row.kind !== "erasure") return form.refuse({ form: "console.dataRights.choose" });
  if (!row.identity_verified_at) return form.refuse({ form: "console.dataRights.erase.needsCheck" });
  const { grievanceNumber: number, confirm } = form.submission.value;
  const linked = await services.db
    .selectFrom("data_rights_grievances")
    .select(["grievance_id"])
    .where("request_id", "=", row.id)
    .where("grievance_number", "=", number)
    .executeTakeFirst();
  if (!linked) return form.refuse({ form: "console.dataRights.grievances.notLinked" });
  if (!linked.grievance_id) return form.refuse({ form: "console.dataRights.grievances.gone", status: 409 });
  if (confirm !== number) return form.refuse({ fields: { confirm: ["console.dataRights.grievances.mismatch"] } });
  const erased = await eraseGrievance(
    services,
    { grievancesDir: grievancesDir(services.staffFiles.dataDir) },
    linked.grievance_id,
    actor,
    { request: row.reference },
    (trx) => markErased(trx, row.id, actor),
  );
  if (erased.ok) return form.done(messageRef("console.dataRights.grievances.eraseDone", { number }));
  if (erased.reason === "gone") return form.refuse({ form: "console.dataRights.grievances.gone", status: 409 });
  // The console is English (decision 061): the status in the committee's words.
  const status = translator("en")(statusKey(erased.status ?? ""));
  return form.refuse({ form: messageRef("console.dataRights.grievances.stillOpen", { number, status }), status: 409 });
}
