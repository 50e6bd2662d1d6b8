import { Link } from "react-router";
import "~/messages/data-rights-messages.ts";
import { InputField, TextAreaField } from "~/components/admin/console-fields.tsx";
import { ConsoleForm, ConsoleNotice } from "~/components/admin/console-form.tsx";
import { FieldList, StaffPage, staffClass } from "~/components/admin/staff-ui.tsx";
import { istDateTime } from "~/core/inbox/ist-day.ts";
import { notFound } from "~/core/not-found.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { DATA_RIGHTS_ROLES } from "~/core/data-rights-roles.ts";
import { workDataRightsRequest } from "~/lib/data-rights/work-request.server.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import { findDataRightsRequest } from "~/models/data-rights.server.ts";
import { readConsolePost } from "~/lib/console-form/console-form.server.ts";
import { requestIdSchema } from "~/schemas/admin/data-rights.ts";
import type { Route } from "./+types/data-rights-request";
import { consentOf } from "~/models/consents.server.ts";
import { consentLine } from "~/core/inbox/consent-line.ts";
import { linkedGrievances } from "~/models/data-rights-grievances.server.ts";
import { DataRightsGrievances } from "~/components/admin/data-rights-grievances.tsx";

async function load(db: Route.LoaderArgs["context"]["services"]["db"], rawId: string) {
  const id = requestIdSchema.safeParse(rawId);
  const request = id.success ? await findDataRightsRequest(db, id.data) : undefined;
  if (!request) throw notFound();
  return request;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services, DATA_RIGHTS_ROLES);
  const row = await load(context.services.db, params.id);
  return {
    isAdmin: staff.role === "admin",
    request: {
      id: row.id,
      reference: row.reference,
      kind: row.kind,
      name: row.name,
      email: row.email,
      mobileNo: row.mobile_no,
      applicationReference: row.application_reference,
      details: row.details,
      language: row.language,
      status: row.status,
      createdAt: row.created_at,
      dueAt: row.due_at,
      overdue: row.status === "open" && row.due_at <= new Date().toISOString(),
      identityNote: row.identity_note,
      identityVerifiedAt: row.identity_verified_at,
      identityVerifiedBy: row.identity_verified_by,
      linkedId: row.application_id,
      linkedReference: row.linked_reference,
      answer: row.answer,
      answeredAt: row.answered_at,
      erasedAt: row.erased_at,
      erasedBy: row.erased_by,
      closedAt: row.closed_at,
      closedBy: row.closed_by,
    },
    consent: await consentOf(context.services.db, "data_rights_requests", row.id),
    // Grievances reach the committee and admins only (decision 061): others learn how many are linked.
    grievances: await linkedGrievances(context.services.db, row.id).then((linked) => ({
      linked: staff.role === "admin" ? linked : [],
      count: linked.filter((grievance) => !grievance.erasedAt).length,
    })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context.services, DATA_RIGHTS_ROLES);
  const row = await load(context.services.db, params.id);
  return workDataRightsRequest(request, context.services, staff, row, await readConsolePost(request));
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: t("console.dataRights.request.titleShort"),
    description: t("console.dataRights.request.description"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

type Request = Route.ComponentProps["loaderData"]["request"];

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="max-w-2xl space-y-3 rounded-lg border border-slate-200 p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

type Grievances = Route.ComponentProps["loaderData"]["grievances"];

function Steps({
  request: r,
  isAdmin,
  grievances,
  reply,
}: {
  request: Request;
  isAdmin: boolean;
  grievances: Grievances;
  reply: unknown;
}) {
  const t = useT();
  const mayDownload = isAdmin || grievances.count === 0;
  return (
    <>
      <Section id="verify" title={t("console.dataRights.verify.heading")}>
        <ConsoleForm id="verify" reply={reply} defaultValue={{ note: r.identityNote ?? "" }} className="space-y-3">
          {(fields) => (
            <>
              <input type="hidden" name="intent" value="verify" />
              <TextAreaField
                meta={fields.note!}
                label={t("console.dataRights.verify.note")}
                hint={t("console.dataRights.verify.hint")}
                rows={3}
                maxLength={2000}
              />
              <button type="submit" className={staffClass.button}>
                {t("console.dataRights.verify.save")}
              </button>
            </>
          )}
        </ConsoleForm>
      </Section>
      <Section id="link" title={t("console.dataRights.link.heading")}>
        <ConsoleForm
          id="link"
          reply={reply}
          defaultValue={{ applicationId: r.linkedReference ?? r.applicationReference ?? "" }}
          className="space-y-3"
        >
          {(fields) => (
            <>
              <input type="hidden" name="intent" value="link" />
              <InputField
                meta={fields.applicationId!}
                label={t("console.dataRights.link.applicationId")}
                autoComplete="off"
                spellCheck={false}
              />
              <button type="submit" className={staffClass.button}>
                {t("console.dataRights.link.save")}
              </button>
            </>
          )}
        </ConsoleForm>
        {r.linkedId ? (
          <ConsoleForm id="unlink" reply={reply}>
            {() => (
              <>
                <input type="hidden" name="intent" value="unlink" />
                <button type="submit" className={staffClass.secondary}>
                  {t("console.dataRights.unlink.save")}
                </button>
              </>
            )}
          </ConsoleForm>
        ) : null}
      </Section>
      {isAdmin ? (
        <DataRightsGrievances grievances={grievances.linked} erasure={r.kind === "erasure"} reply={reply} />
      ) : null}
      {r.kind === "access" && (r.linkedId || grievances.count > 0) ? (
        <Section id="access" title={t("console.dataRights.access.heading")}>
          <p>{t("console.dataRights.access.hint")}</p>
          {mayDownload ? (
            <p>
              <a
                href={`/admin/data-rights/${r.id}/access.pdf`}
                download
                className="inline-block rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
              >
                {t("console.dataRights.access.download")}
              </a>
            </p>
          ) : (
            <p>{t("console.dataRights.access.adminOnly")}</p>
          )}
        </Section>
      ) : null}
      {r.kind === "erasure" && r.linkedId && isAdmin ? (
        <Section id="erase" title={t("console.dataRights.erase.heading")}>
          <p>{t("console.dataRights.erase.explain")}</p>
          <ConsoleForm id="erase" reply={reply} className="space-y-3">
            {(fields) => (
              <>
                <input type="hidden" name="intent" value="erase" />
                <InputField
                  meta={fields.confirm!}
                  label={t("console.dataRights.erase.confirm")}
                  autoComplete="off"
                  spellCheck={false}
                />
                <button type="submit" className={staffClass.danger}>
                  {t("console.dataRights.erase.save")}
                </button>
              </>
            )}
          </ConsoleForm>
        </Section>
      ) : null}
      <Section id="answer" title={t("console.dataRights.answer.heading")}>
        <ConsoleForm id="answer" reply={reply} defaultValue={{ answer: r.answer ?? "" }} className="space-y-3">
          {(fields) => (
            <>
              <input type="hidden" name="intent" value="answer" />
              <TextAreaField
                meta={fields.answer!}
                label={t("console.dataRights.answer.text")}
                rows={5}
                maxLength={5000}
              />
              <button type="submit" className={staffClass.button}>
                {t("console.dataRights.answer.save")}
              </button>
            </>
          )}
        </ConsoleForm>
      </Section>
      <Section id="close" title={t("console.dataRights.close.heading")}>
        <ConsoleForm id="close" reply={reply}>
          {() => (
            <>
              <input type="hidden" name="intent" value="close" />
              <button type="submit" className={staffClass.button}>
                {t("console.dataRights.close.save")}
              </button>
            </>
          )}
        </ConsoleForm>
      </Section>
    </>
  );
}

export default function DataRightsRequest({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { request: r, isAdmin, consent, grievances } = loaderData;
  const by = (at: string | null, email: string | null) =>
    at ? t("console.dataRights.by", { at: istDateTime(at), email: email ?? "—" }) : t("console.dataRights.notYet");
  const fields: [string, React.ReactNode][] = [
    [t("console.dataRights.field.kind"), t(`dataRights.short.${r.kind}`)],
    [t("console.dataRights.field.name"), r.name],
    [t("console.dataRights.field.email"), r.email || "—"],
    [t("console.dataRights.field.mobile"), r.mobileNo || "—"],
    [t("console.dataRights.field.applicationId"), r.applicationReference ?? "—"],
    [t("console.dataRights.field.details"), <span className="whitespace-pre-line">{r.details}</span>],
    [t("console.dataRights.field.language"), r.language],
    [t("console.dataRights.field.received"), istDateTime(r.createdAt)],
    [t("console.consent.label"), consentLine(t, consent)],
    [
      t("console.dataRights.field.due"),
      <>
        {istDateTime(r.dueAt)}
        {r.overdue ? (
          <strong className="ml-2 inline-block rounded bg-red-700 px-2 text-white">
            {t("console.dataRights.overdue")}
          </strong>
        ) : null}
      </>,
    ],
    [t("console.dataRights.field.status"), t(`console.dataRights.${r.status}`)],
    [
      t("console.dataRights.field.identity"),
      r.identityNote ? `${by(r.identityVerifiedAt, r.identityVerifiedBy)}: ${r.identityNote}` : by(null, null),
    ],
    [
      t("console.dataRights.field.linked"),
      r.linkedId && r.linkedReference ? (
        <Link to={`/admin/applications/${r.linkedId}`} className="text-brand-700 underline">
          {r.linkedReference}
        </Link>
      ) : r.erasedAt ? (
        t("console.dataRights.erasedAlready")
      ) : (
        "—"
      ),
    ],
    [
      t("console.dataRights.field.grievances"),
      isAdmin
        ? grievances.linked
            .map((g) =>
              g.erasedAt
                ? t("console.dataRights.grievances.erased", { number: g.number })
                : t("console.dataRights.grievances.status", { number: g.number, status: g.status ?? "" }),
            )
            .join(", ") || "—"
        : grievances.count
          ? t("console.dataRights.grievances.adminOnly", { count: grievances.count })
          : "—",
    ],
    [t("console.dataRights.field.answer"), r.answer ? <span className="whitespace-pre-line">{r.answer}</span> : "—"],
    ...(r.erasedAt ? [[t("console.dataRights.field.erased"), by(r.erasedAt, r.erasedBy)] as [string, string]] : []),
    [t("console.dataRights.field.closed"), by(r.closedAt, r.closedBy)],
  ];
  return (
    <StaffPage title={t("console.dataRights.request.title", { reference: r.reference })}>
      <p>
        <Link to="/admin/data-rights" className="text-brand-700 underline">
          {t("console.dataRights.request.back")}
        </Link>
      </p>
      <ConsoleNotice reply={actionData} />
      <FieldList fields={fields} />
      {r.status === "open" ? (
        <Steps request={r} isAdmin={isAdmin} grievances={grievances} reply={actionData} />
      ) : (
        <p>{t("console.dataRights.closedAlready")}</p>
      )}
    </StaffPage>
  );
}
