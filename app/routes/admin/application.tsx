import { Form, Link, data } from "react-router";
import { z } from "zod";
import { Notice, StaffPage, staffClass } from "~/components/admin/staff-ui.tsx";
import { writeTransaction } from "../../../db/client.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { istDateTime } from "~/lib/inbox/ist-day.ts";
import { applicationStatuses, nextStatuses, statusLabel, transitionProblem } from "~/lib/inbox/workflow.ts";
import { pageMeta } from "~/lib/meta.ts";
import { decryptIdProof } from "~/lib/crypto.server.ts";
import { findApplication, findEncryptedIdProof, setApplicationStatus } from "~/models/applications-inbox.server.ts";
import { recordAudit } from "~/models/audit.server.ts";
import type { Route } from "./+types/application";

const idSchema = z.coerce.number().int().positive();
const changeSchema = z.object({ to: z.enum(applicationStatuses), note: z.string().trim().max(2000).default("") });

async function load(db: Parameters<typeof findApplication>[0], rawId: string) {
  const id = idSchema.safeParse(rawId);
  const application = id.success ? await findApplication(db, id.data) : undefined;
  if (!application) throw data("Not found", { status: 404 });
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
  if (!stored) throw data("Not found", { status: 404 });
  const plain = decryptIdProof(services.staffFiles.idProofKey, stored);
  await recordAudit(services.db, { userId: staff.id, email: staff.email, action: "id-proof-revealed", entity: "applications", entityId: id, ip: services.clientIp });
  return { ok: true, message: "Shown once; this view was recorded in the audit log.", revealed: plain.replace(/(\d{4})(?=\d)/g, "$1 ") };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context.services, ["admissions"]);
  const application = await load(context.services.db, params.id);
  const form = await request.formData();
  if (form.get("intent") === "reveal") return revealIdProof(request, context.services, application.id);
  const parsed = changeSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ ok: false, message: "Choose a new status." }, { status: 400 });
  const problem = transitionProblem(application.status, parsed.data.to, parsed.data.note);
  if (problem) return data({ ok: false, message: problem }, { status: 400 });
  await writeTransaction(context.services, async (trx) => {
    await setApplicationStatus(trx, { id: application.id, from: application.status, to: parsed.data.to, note: parsed.data.note, userId: staff.id, email: staff.email });
    await recordAudit(trx, {
      userId: staff.id,
      email: staff.email,
      action: "status-changed",
      entity: "applications",
      entityId: application.id,
      before: { status: application.status },
      after: { status: parsed.data.to, note: parsed.data.note },
      ip: context.services.clientIp,
    });
  });
  return { ok: true, message: `Status changed to ${statusLabel[parsed.data.to]}.` };
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({ title: "Application", description: "One admission application.", location, matches, social: false, noindex: true });

const genders: Record<string, string> = { M: "Male", F: "Female", O: "Others" };

export default function Application({ loaderData, actionData }: Route.ComponentProps) {
  const { application: a } = loaderData;
  const fields: [string, string][] = [
    ["Application ID", a.reference],
    ["Received", istDateTime(a.createdAt)],
    ["Source", a.dataSource],
    ["Name", a.name],
    ["Date of birth", a.dateOfBirth],
    ["Gender", genders[a.gender] ?? a.gender],
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
    ["Aadhaar/UID", actionData && "revealed" in actionData && actionData.revealed ? actionData.revealed : `XXXX XXXX ${a.idProofLast4}`],
    ["Remarks", a.remarks ?? "—"],
  ];
  const next = nextStatuses(a.status);
  return (
    <StaffPage title={`Application ${a.reference}`}>
      <p>
        <Link to="/admin/applications" className="text-brand-700 underline">
          Back to the list
        </Link>
      </p>
      {actionData ? <Notice tone={actionData.ok ? "ok" : "error"}>{actionData.message}</Notice> : null}
      <div className="flex flex-wrap items-start gap-6">
        <img src={`/admin/applications/${a.id}/photo`} alt={`Photo of ${a.name}`} width={150} height={200} className="h-48 w-36 rounded border border-slate-300 object-cover" />
        <div className="space-y-3">
          <p className="text-lg">
            Status: <strong>{statusLabel[a.status]}</strong>
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
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
        {fields.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {next.length ? (
        <section aria-labelledby="change-status" className="max-w-xl rounded-lg border border-slate-200 p-4">
          <h2 id="change-status" className="mb-3 text-lg font-semibold">
            Change status
          </h2>
          <Form method="post" className="space-y-3">
            <fieldset>
              <legend className="font-semibold">New status</legend>
              {next.map((status, i) => (
                <label key={status} className="mt-2 flex items-center gap-2">
                  <input type="radio" name="to" value={status} defaultChecked={i === 0} className="h-5 w-5" />
                  {statusLabel[status]}
                </label>
              ))}
            </fieldset>
            <label className={staffClass.label}>
              Note (needed for a rejection)
              <textarea name="note" rows={3} maxLength={2000} className={staffClass.input} />
            </label>
            <button type="submit" className={staffClass.button}>
              Save status
            </button>
          </Form>
        </section>
      ) : null}
      <section aria-labelledby="history">
        <h2 id="history" className="mb-2 text-lg font-semibold">
          History
        </h2>
        {a.history.length === 0 ? (
          <p>No changes yet.</p>
        ) : (
          <ol className="list-decimal space-y-1 pl-6">
            {a.history.map((h, i) => (
              <li key={i}>
                {istDateTime(h.at)}: {h.email} changed {statusLabel[h.from as keyof typeof statusLabel] ?? h.from} →{" "}
                {statusLabel[h.to as keyof typeof statusLabel] ?? h.to}
                {h.note ? ` (${h.note})` : ""}
              </li>
            ))}
          </ol>
        )}
      </section>
    </StaffPage>
  );
}
