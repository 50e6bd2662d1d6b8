import { Link } from "react-router";
import { notFound } from "~/core/not-found.ts";
import { z } from "zod";
import { InboxStatusPanel } from "~/components/admin/inbox-status-panel.tsx";
import { ConsoleForm, ConsoleNotice } from "~/components/admin/console-form.tsx";
import { FieldList, StaffPage, staffClass } from "~/components/admin/staff-ui.tsx";
import { consoleForm, readConsolePost } from "~/lib/console-form/console-form.server.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { applicationKind } from "~/core/inbox/application-kind.ts";
import { genderLabel } from "~/core/inbox/inbox-kind.ts";
import { istDateTime } from "~/core/inbox/ist-day.ts";
import { changeStatus } from "~/lib/inbox/status-change.server.ts";
import { labelOf } from "~/core/inbox/workflow.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import { revealApplicationIdProof } from "~/models/aadhaar-vault.server.ts";
import { findApplication } from "~/models/applications-inbox.server.ts";
import { recordAudit } from "~/models/audit.server.ts";
import type { Route } from "./+types/application";
import { consentOf } from "~/models/consents.server.ts";
import { consentLine } from "~/core/inbox/consent-line.ts";
import { GuardianConsentPanel } from "~/components/admin/guardian-consent-panel.tsx";
import { guardianConsentOf } from "~/models/guardian-consents.server.ts";
import { GUARDIAN_INTENTS, actOnGuardianConsent } from "./guardian-consent-actions.server.ts";

const idSchema = z.coerce.number().int().positive();
/** "Reveal the whole number": a button, no field to fill. */
const revealSchema = z.object({ intent: z.literal("reveal") });

async function load(db: Parameters<typeof findApplication>[0], rawId: string) {
  const id = idSchema.safeParse(rawId);
  const application = id.success ? await findApplication(db, id.data) : undefined;
  if (!application) throw notFound();
  return application;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services, ["admissions"]);
  const application = await load(context.services.db, params.id);
  const consent = await consentOf(context.services.db, "applications", application.id);
  const guardian = (await guardianConsentOf(context.services.db, application.id)) ?? null;
  return { application, consent, guardian, isAdmin: staff.role === "admin" };
}

/**
 * Admins only: shows the whole Aadhaar/UID number once, read from the vault (decision 062), and the audit log
 * records who looked and when.
 */
async function revealIdProof(
  request: Request,
  services: Route.ActionArgs["context"]["services"],
  id: number,
  formData: FormData,
) {
  const staff = await requireStaff(request, services, ["admin"]);
  const form = consoleForm(request, formData, revealSchema);
  const plain = await revealApplicationIdProof(services.db, services.staffFiles.idProofKeys, id);
  if (!plain) throw notFound();
  await recordAudit(services.db, {
    userId: staff.id,
    email: staff.email,
    action: "id-proof-revealed",
    entity: "applications",
    entityId: id,
    ip: services.clientIp,
  });
  return { ...form.done("console.application.revealed"), revealed: plain.replace(/(\d{4})(?=\d)/g, "$1 ") };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context.services, ["admissions"]);
  const application = await load(context.services.db, params.id);
  const form = await readConsolePost(request);
  if (form.get("intent") === "reveal") return revealIdProof(request, context.services, application.id, form);
  if ((GUARDIAN_INTENTS as readonly unknown[]).includes(form.get("intent"))) {
    return actOnGuardianConsent(request, context.services, staff, application.id, form);
  }
  return changeStatus(request, context.services, staff, applicationKind, application, form);
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: t("console.application.titleShort"),
    description: t("console.application.description"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

export default function Application({ loaderData, actionData }: Route.ComponentProps) {
  const { application: a } = loaderData;
  const t = useT();
  const fields: [string, string][] = [
    [t("console.application.applicationId"), a.reference],
    [t("console.application.received"), istDateTime(a.createdAt)],
    [t("console.application.source"), a.dataSource],
    [t("console.application.name"), a.name],
    [t("console.application.dateOfBirth"), a.dateOfBirth],
    [t("console.application.gender"), genderLabel(a.gender, t)],
    [t("console.application.category"), a.category],
    [t("console.application.religion"), a.religion],
    [t("console.application.programme"), a.programme],
    [t("console.application.lateralEntry"), a.isLateral ? t("console.yes") : t("console.no")],
    [t("console.application.email"), a.email],
    [t("console.application.mobile"), a.mobileNo],
    [t("console.application.alternativeMobile"), a.alterMobileNo ?? "—"],
    [t("console.application.fatherName"), a.fatherName],
    [t("console.application.motherName"), a.motherName],
    [t("console.application.address"), `${a.address}, ${a.city} – ${a.pincode}`],
    [
      t("console.application.idProof"),
      actionData && "revealed" in actionData && typeof actionData.revealed === "string"
        ? actionData.revealed
        : `XXXX XXXX ${a.idProofLast4}`,
    ],
    [t("console.application.remarks"), a.remarks ?? "—"],
    [t("console.consent.label"), consentLine(t, loaderData.consent)],
  ];
  return (
    <StaffPage title={t("console.application.title", { reference: a.reference })}>
      <p>
        <Link to="/admin/applications" className="text-brand-700 underline">
          {t("console.application.back")}
        </Link>
      </p>
      <ConsoleNotice reply={actionData} />
      <div className="flex flex-wrap items-start gap-6">
        <img
          src={`/admin/applications/${a.id}/photo`}
          alt={t("console.application.photo", { name: a.name })}
          width={150}
          height={200}
          className="h-48 w-36 rounded border border-slate-300 object-cover"
        />
        <div className="space-y-3">
          <p className="text-lg">
            {t("console.application.status")} <strong>{labelOf(a.status, t)}</strong>
          </p>
          {loaderData.guardian?.status === "awaiting" ? (
            <p className="text-lg font-semibold text-amber-800">{t("console.guardian.awaiting")}</p>
          ) : null}
          {loaderData.isAdmin ? (
            <ConsoleForm id="reveal" reply={actionData}>
              {() => (
                <>
                  <input type="hidden" name="intent" value="reveal" />
                  <button type="submit" className={staffClass.secondary}>
                    {t("console.application.reveal")}
                  </button>
                </>
              )}
            </ConsoleForm>
          ) : null}
        </div>
      </div>
      <FieldList fields={fields} />
      {loaderData.guardian ? <GuardianConsentPanel consent={loaderData.guardian} reply={actionData} /> : null}
      <InboxStatusPanel workflow={applicationKind.workflow} status={a.status} history={a.history} reply={actionData} />
    </StaffPage>
  );
}
