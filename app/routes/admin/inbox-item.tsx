import { Link } from "react-router";
import { notFound } from "~/core/not-found.ts";
import { z } from "zod";
import { InboxStatusPanel } from "~/components/admin/inbox-status-panel.tsx";
import { ConsoleNotice } from "~/components/admin/console-form.tsx";
import { FieldList, StaffPage } from "~/components/admin/staff-ui.tsx";
import { readConsolePost } from "~/lib/console-form/console-form.server.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { findEnquiryKind, requireEnquiryKind } from "~/core/inbox/enquiry-kinds.ts";
import { type InboxKind, formatValue } from "~/core/inbox/inbox-kind.ts";
import { istDateTime } from "~/core/inbox/ist-day.ts";
import { changeStatus } from "~/lib/inbox/status-change.server.ts";
import { labelOf } from "~/core/inbox/workflow.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import { findSubmission, statusHistory } from "~/models/inbox.server.ts";
import { consentOf } from "~/models/consents.server.ts";
import { consentLine } from "~/core/inbox/consent-line.ts";
import type { Route } from "./+types/inbox-item";

const idSchema = z.coerce.number().int().positive();

async function load(db: Route.LoaderArgs["context"]["services"]["db"], kind: InboxKind, rawId: string) {
  const id = idSchema.safeParse(rawId);
  const submission = id.success ? await findSubmission(db, kind, id.data) : undefined;
  if (!submission) throw notFound();
  return submission;
}

/** One enquiry or message with every field, its status form and its history. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["admissions"]);
  const kind = requireEnquiryKind(params.kind);
  const submission = await load(context.services.db, kind, params.id);
  const [history, consent] = await Promise.all([
    statusHistory(context.services.db, kind, submission.id),
    consentOf(context.services.db, kind.table, submission.id),
  ]);
  return { slug: kind.slug, submission, history, consent };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context.services, ["admissions"]);
  const kind = requireEnquiryKind(params.kind);
  const submission = await load(context.services.db, kind, params.id);
  return changeStatus(request, context.services, staff, kind, submission, await readConsolePost(request));
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) => {
  const t = translator(languageOfPath(location.pathname));
  const kind = findEnquiryKind(loaderData?.slug);
  const title =
    kind && loaderData
      ? t("console.inbox.itemTitle", { kind: t(kind.singularKey), name: String(loaderData.submission.name) })
      : t("console.inbox.itemTitleShort");
  return pageMeta({
    title,
    description: t("console.inbox.itemDescription"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

export default function InboxItem({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const labels = { status: (status: string) => labelOf(status, t), datetime: istDateTime, t };
  const { submission, history } = loaderData;
  const kind = requireEnquiryKind(loaderData.slug);
  return (
    <StaffPage title={t("console.inbox.itemTitle", { kind: t(kind.singularKey), name: String(submission.name) })}>
      <p>
        <Link to={kind.path} className="text-brand-700 underline">
          {t("console.inbox.backTo", { title: t(kind.titleKey).toLowerCase() })}
        </Link>
      </p>
      <ConsoleNotice reply={actionData} />
      <FieldList
        fields={[
          ...kind.fields.map((field): [string, string] => [
            t(field.labelKey),
            formatValue(field, submission[field.key], labels) || "—",
          ]),
          [t("console.consent.label"), consentLine(t, loaderData.consent)],
        ]}
      />
      <InboxStatusPanel workflow={kind.workflow} status={submission.status} history={history} reply={actionData} />
    </StaffPage>
  );
}
