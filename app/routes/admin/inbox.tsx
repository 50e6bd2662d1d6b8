import { InboxList } from "~/components/admin/inbox-list.tsx";
import { InboxTabs } from "~/components/admin/inbox-tabs.tsx";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { findEnquiryKind, requireEnquiryKind } from "~/core/inbox/enquiry-kinds.ts";
import { loadInboxList } from "~/lib/inbox/inbox-list.server.ts";
import { pageMeta } from "~/lib/meta.ts";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import type { Route } from "./+types/inbox";

/** The list of one kind of enquiry or message (quick and footer enquiries, contact messages, alumni feedback). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["admissions"]);
  const kind = requireEnquiryKind(params.kind);
  return { slug: kind.slug, list: await loadInboxList(request, context.services, kind) };
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) => {
  const t = translator(languageOfPath(location.pathname));
  const kind = findEnquiryKind(loaderData?.slug);
  return pageMeta({
    title: t(kind?.titleKey ?? "console.section.inbox"),
    description: t("console.inbox.description"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const kind = requireEnquiryKind(loaderData.slug);
  return <InboxList kind={kind} data={loaderData.list} above={<InboxTabs current={kind.slug} />} />;
}
