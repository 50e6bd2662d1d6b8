import type { AppServices } from "~/context.ts";
import type { SignedInStaff } from "~/lib/auth/session.server.ts";
import { consoleForm } from "~/lib/console-form/console-form.server.ts";
import { photosDir } from "~/lib/media/photo-store.server.ts";
import { GRIEVANCE_INTENTS, type GrievanceIntent, workGrievanceStep } from "./grievance-steps.server.ts";
import { messageRef } from "~/messages/message-ref.ts";
import {
  type ChangeOutcome,
  type DataRightsRequest,
  changeDataRightsRequest,
  markErased,
} from "~/models/data-rights.server.ts";
import { eraseApplication } from "~/models/personal-data-erasure.server.ts";
import { answerSchema, buttonSchema, eraseSchema, linkSchema, verifySchema } from "~/schemas/admin/data-rights.ts";

const INTENTS = {
  verify: verifySchema,
  link: linkSchema,
  unlink: buttonSchema,
  answer: answerSchema,
  close: buttonSchema,
};

/**
 * The action of a request's page (decision 063): one step per form — record the identity check, link an application
 * (or remove the link), answer, close — and, for an erasure request, the admin's confirmed erasure of the linked
 * application through the one erasure function (app/models/personal-data-erasure.server.ts), which also marks the
 * request as carried out in its transaction; the grievance steps (decision 070) are grievance-steps.server.ts's.
 * Every step is audited by the model.
 */
export async function workDataRightsRequest(
  request: Request,
  services: AppServices,
  staff: SignedInStaff,
  row: DataRightsRequest,
  formData: FormData,
) {
  const intent = String(formData.get("intent") ?? "");
  const actor = { userId: staff.id, email: staff.email, ip: services.clientIp };
  if (intent === "erase") return erase(request, services, staff, row, formData);
  if ((GRIEVANCE_INTENTS as readonly string[]).includes(intent))
    return workGrievanceStep(request, services, staff, row, intent as GrievanceIntent, formData);
  if (!(intent in INTENTS))
    return consoleForm(request, formData, buttonSchema).refuse({ form: "console.dataRights.choose" });
  const name = intent as keyof typeof INTENTS;
  const form = consoleForm(request, formData, INTENTS[name]);
  if (form.submission.status !== "success") return form.refuse();
  const value = form.submission.value as Record<string, string>;
  if (name === "close" && !row.answer) return form.refuse({ form: "console.dataRights.close.needsAnswer" });
  const outcome: ChangeOutcome = await changeDataRightsRequest(
    services,
    row.id,
    name === "verify"
      ? { kind: "verify", note: value.note! }
      : name === "link"
        ? { kind: "link", applicationReference: value.applicationId! }
        : name === "answer"
          ? { kind: "answer", answer: value.answer! }
          : { kind: name },
    actor,
  );
  if (outcome === "no-application")
    return form.refuse({ fields: { applicationId: ["console.dataRights.link.unknown"] } });
  if (outcome === "closed") return form.refuse({ form: "console.dataRights.closedAlready", status: 409 });
  if (outcome === "missing") return form.refuse({ form: "console.dataRights.missing", status: 404 });
  return form.done(`console.dataRights.${name}.done`);
}

/** An admin's confirmed erasure: the request must be an erasure, open, identity-checked and linked; the ID typed again. */
async function erase(
  request: Request,
  services: AppServices,
  staff: SignedInStaff,
  row: DataRightsRequest,
  formData: FormData,
) {
  const form = consoleForm(request, formData, eraseSchema);
  if (staff.role !== "admin") return form.refuse({ form: "console.dataRights.erase.adminOnly", status: 403 });
  if (form.submission.status !== "success") return form.refuse();
  if (row.status !== "open") return form.refuse({ form: "console.dataRights.closedAlready", status: 409 });
  if (row.kind !== "erasure" || !row.application_id || !row.linked_reference)
    return form.refuse({ form: "console.dataRights.choose" });
  if (!row.identity_verified_at) return form.refuse({ form: "console.dataRights.erase.needsCheck" });
  if (form.submission.value.confirm !== row.linked_reference)
    return form.refuse({ fields: { confirm: ["console.dataRights.erase.mismatch"] } });
  const actor = { userId: staff.id, email: staff.email, ip: services.clientIp };
  const erased = await eraseApplication(
    services,
    { photosDir: photosDir(services.staffFiles.dataDir) },
    row.application_id,
    actor,
    { kind: "request", request: row.reference },
    (trx) => markErased(trx, row.id, actor),
  );
  if (!erased) return form.refuse({ form: "console.dataRights.erasedAlready", status: 409 });
  return form.done(messageRef("console.dataRights.erase.done", { reference: erased.reference }));
}
