import { notFound } from "~/core/not-found.ts";
import { ContentItemsEditor } from "~/components/admin/content-items-editor.tsx";
import { ContentNav } from "~/components/admin/content-nav.tsx";
import { Notice, StaffPage } from "~/components/admin/staff-ui.tsx";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { handleItemAction } from "~/lib/content-admin/item-actions.server.ts";
import { findContentList } from "~/lib/content-admin/lists.ts";
import { pageMeta } from "~/lib/meta.ts";
import { listContentItems } from "~/models/content-admin.server.ts";
import type { Route } from "./+types/content-list";

function listOrNotFound(slug: string) {
  const list = findContentList(slug);
  if (!list) throw notFound();
  return list;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["editor"]);
  const list = listOrNotFound(params.list);
  return { slug: list.slug, items: await listContentItems(context.services.db, list.table, list.fields) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context.services, ["editor"]);
  const list = listOrNotFound(params.list);
  return handleItemAction(context.services, staff, list, await request.formData());
}

export const meta: Route.MetaFunction = ({ data: loaded, location, matches }) =>
  pageMeta({
    title: findContentList(loaded?.slug)?.title ?? "Site content",
    description: "Edit a list of the public site.",
    location,
    matches,
    social: false,
    noindex: true,
  });

export default function ContentListEditor({ loaderData, actionData }: Route.ComponentProps) {
  const list = findContentList(loaderData.slug)!;
  return (
    <StaffPage title={list.title}>
      <ContentNav />
      <p>
        Shown on{" "}
        <a href={list.publicPath} className="text-brand-700 underline">
          {list.publicPath === "/" ? "the home page" : list.publicPath}
        </a>
        .
      </p>
      {actionData ? <Notice tone={actionData.ok ? "ok" : "error"}>{actionData.message}</Notice> : null}
      <ContentItemsEditor noun={list.noun} fields={list.fields} nameField={list.nameField} items={loaderData.items} />
    </StaffPage>
  );
}
