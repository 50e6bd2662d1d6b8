import { InboxList } from "~/components/admin/inbox-list.tsx";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { applicationKind } from "~/core/inbox/application-kind.ts";
import { loadInboxList } from "~/lib/inbox/inbox-list.server.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import { listAwaitingGuardian } from "~/models/guardian-consents.server.ts";
import { AwaitingGuardianList } from "~/components/admin/awaiting-guardian-list.tsx";
import type { Route } from "./+types/applications";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services, ["admissions"]);
  return {
    list: await loadInboxList(request, context.services, applicationKind),
    awaitingGuardian: await listAwaitingGuardian(context.services.db),
    isAdmin: staff.role === "admin",
  };
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: t("console.applications.title"),
    description: t("console.applications.description"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

export default function Applications({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <AwaitingGuardianList applications={loaderData.awaitingGuardian} />
      <InboxList
        kind={applicationKind}
        data={loaderData.list}
        exportOptions={
          loaderData.isAdmin ? (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="unmasked" value="on" className="h-5 w-5" />
              {t("console.applications.unmasked")}
            </label>
          ) : null
        }
      />
    </>
  );
}
