import { Link } from "react-router";
import { ContentItemsEditor } from "~/components/admin/content-items-editor.tsx";
import { ContentNav } from "~/components/admin/content-nav.tsx";
import { Notice, StaffPage } from "~/components/admin/staff-ui.tsx";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { type ItemTarget, handleItemAction, refuse } from "~/lib/content-admin/item-actions.server.ts";
import { albumFields } from "~/lib/content-admin/lists.ts";
import { pageMeta } from "~/lib/meta.ts";
import { listContentItems } from "~/models/content-admin.server.ts";
import { albumCodeTaken } from "~/models/gallery-admin.server.ts";
import type { Route } from "./+types/content-gallery";

const target: ItemTarget = { table: "gallery_albums", fields: albumFields, nameField: "title" };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["editor"]);
  return { albums: await listContentItems(context.services.db, "gallery_albums", albumFields) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context.services, ["editor"]);
  const form = await request.formData();
  const intent = form.get("intent");
  const code = String(form.get("galleryCode") ?? "").trim();
  if ((intent === "add" || intent === "save") && code) {
    const id = intent === "save" ? Number(form.get("id")) : undefined;
    if (await albumCodeTaken(context.services.db, code, id))
      return refuse(`Another album already has the code ${code}.`);
  }
  return handleItemAction(context.services, staff, target, form);
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "Gallery albums",
    description: "Edit the gallery's albums.",
    location,
    matches,
    social: false,
    noindex: true,
  });

export default function GalleryAlbumsEditor({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffPage title="Gallery albums">
      <ContentNav />
      <p>
        Albums in the order the{" "}
        <a href="/gallery" className="text-brand-700 underline">
          gallery
        </a>{" "}
        shows them. Add the pictures of an album on its own page.
      </p>
      {actionData ? <Notice tone={actionData.ok ? "ok" : "error"}>{actionData.message}</Notice> : null}
      <ContentItemsEditor
        noun="album"
        fields={albumFields}
        nameField="title"
        items={loaderData.albums}
        itemExtras={(album) => (
          <Link to={`/admin/content/gallery/${album.id}`} className="py-2 text-brand-700 underline">
            Pictures of {String(album.values.title)}
          </Link>
        )}
      />
    </StaffPage>
  );
}
