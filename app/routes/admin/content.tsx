import { ContentNav } from "~/components/admin/content-nav.tsx";
import { StaffPage } from "~/components/admin/staff-ui.tsx";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import type { Route } from "./+types/content";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["editor"]);
  return null;
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: t("console.content.title"),
    description: t("console.content.description"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

export default function ContentIndex() {
  const t = useT();
  return (
    <StaffPage title={t("console.content.title")}>
      <p>{t("console.content.intro")}</p>
      <ContentNav />
    </StaffPage>
  );
}
