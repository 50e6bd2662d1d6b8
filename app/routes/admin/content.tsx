import { ContentNav } from "~/components/admin/content-nav.tsx";
import { StaffPage } from "~/components/admin/staff-ui.tsx";
import { requireStaff } from "~/lib/auth/session.server.ts";
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
  return (
    <StaffPage title="Site content">
      <p>
        Choose what to edit. Every list keeps its order, can hide an item without deleting it, and can show an item only
        between two dates. Changes show on the public site at once.
      </p>
      <ContentNav />
    </StaffPage>
  );
}
