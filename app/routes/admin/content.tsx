import { ContentNav } from "~/components/admin/content-nav.tsx";
import { StaffPage } from "~/components/admin/staff-ui.tsx";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import type { Route } from "./+types/content";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["editor"]);
  return null;
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "Site content",
    description: "Edit the lists and pictures of the public site.",
    location,
    matches,
    social: false,
    noindex: true,
  });

export default function ContentIndex() {
  const t = useT();
  return (
    <StaffPage title={t("console.content.title")}>
      <p>{t("console.content.intro")}</p>
      <ContentNav />
    </StaffPage>
  );
}
