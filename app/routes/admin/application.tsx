import { Form, Link } from "react-router";
import { notFound } from "~/core/not-found.ts";
import { z } from "zod";
import { InboxStatusPanel } from "~/components/admin/inbox-status-panel.tsx";
import { FieldList, Notice, StaffPage, staffClass } from "~/components/admin/staff-ui.tsx";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { applicationKind } from "~/core/inbox/application-kind.ts";
import { genderLabel } from "~/core/inbox/inbox-kind.ts";
import { istDateTime } from "~/core/inbox/ist-day.ts";
import { changeStatus } from "~/lib/inbox/status-change.server.ts";
import { labelOf } from "~/core/inbox/workflow.ts";
import { pageMeta } from "~/lib/meta.ts";
import { decryptIdProof } from "~/core/crypto.server.ts";
import { findApplication, findEncryptedIdProof } from "~/models/applications-inbox.server.ts";
import { recordAudit } from "~/models/audit.server.ts";
import type { Route } from "./+types/application";

const idSchema = z.coerce.number().int().positive();

async function load(db: Parameters<typeof findApplication>[0], rawId: string) {
  const id = idSchema.safeParse(rawId);
  const application = id.success ? await findApplication(db, id.data) : undefined;
  if (!application) throw notFound();
  return application;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services, ["admissions"]);
  return { application: await load(context.services.db, params.id), isAdmin: staff.role === "admin" };
}

/** Admins only: shows the whole Aadhaar/UID number once, and the audit log records who looked and when. */
async function revealIdProof(request: Request, services: Route.ActionArgs["context"]["services"], id: number) {
  const staff = await requireStaff(request, services, ["admin"]);
  const stored = await findEncryptedIdProof(services.db, id);
  if (!stored) throw notFound();
  const plain = decryptIdProof(services.staffFiles.idProofKey, stored);
  await recordAudit(services.db, {
    userId: staff.id,
    email: staff.email,
    action: "id-proof-revealed",
    entity: "applications",
    entityId: id,
    ip: services.clientIp,
  });
  return {
    ok: true,
    message: "Shown once; this view was recorded in the audit log.",
    revealed: plain.replace(/(\d{4})(?=\d)/g, "$1 "),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context.services, ["admissions"]);
  const application = await load(context.services.db, params.id);
  const form = await request.formData();
  if (form.get("intent") === "reveal") return revealIdProof(request, context.services, application.id);
  return changeStatus(context.services, staff, applicationKind, application, form);
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "Application",
    description: "One admission application.",
    location,
    matches,
    social: false,
    noindex: true,
  });

export default function Application({ loaderData, actionData }: Route.ComponentProps) {
  const { application: a } = loaderData;
  const fields: [string, string][] = [
    ["Application ID", a.reference],
    ["Received", istDateTime(a.createdAt)],
    ["Source", a.dataSource],
    ["Name", a.name],
    ["Date of birth", a.dateOfBirth],
    ["Gender", genderLabel(a.gender)],
    ["Category", a.category],
    ["Religion", a.religion],
    ["Programme", a.programme],
    ["Lateral entry", a.isLateral ? "Yes" : "No"],
    ["E-mail", a.email],
    ["Mobile", a.mobileNo],
    ["Alternative mobile", a.alterMobileNo ?? "—"],
    ["Father's name", a.fatherName],
    ["Mother's name", a.motherName],
    ["Address", `${a.address}, ${a.city} – ${a.pincode}`],
    [
      "Aadhaar/UID",
      actionData && "revealed" in actionData && typeof actionData.revealed === "string"
        ? actionData.revealed
        : `XXXX XXXX ${a.idProofLast4}`,
    ],
    ["Remarks", a.remarks ?? "—"],
  ];
  return (
    <StaffPage title={`Application ${a.reference}`}>
      <p>
        <Link to="/admin/applications" className="text-brand-700 underline">
          Back to the list
        </Link>
      </p>
      {actionData ? <Notice tone={actionData.ok ? "ok" : "error"}>{actionData.message}</Notice> : null}
      <div className="flex flex-wrap items-start gap-6">
        <img
          src={`/admin/applications/${a.id}/photo`}
          alt={`Photo of ${a.name}`}
          width={150}
          height={200}
          className="h-48 w-36 rounded border border-slate-300 object-cover"
        />
        <div className="space-y-3">
          <p className="text-lg">
            Status: <strong>{labelOf(a.status)}</strong>
          </p>
          {loaderData.isAdmin ? (
            <Form method="post">
              <input type="hidden" name="intent" value="reveal" />
              <button type="submit" className={staffClass.secondary}>
                Reveal the whole Aadhaar/UID number (recorded)
              </button>
            </Form>
          ) : null}
        </div>
      </div>
      <FieldList fields={fields} />
      <InboxStatusPanel workflow={applicationKind.workflow} status={a.status} history={a.history} />
    </StaffPage>
  );
}
