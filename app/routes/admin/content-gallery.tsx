import { Link } from "react-router";
import { ContentItemsEditor } from "~/components/admin/content-items-editor.tsx";
import { ContentNav } from "~/components/admin/content-nav.tsx";
import { ConsoleNotice } from "~/components/admin/console-form.tsx";
import { StaffPage } from "~/components/admin/staff-ui.tsx";
import { consoleForm, readConsolePost } from "~/lib/console-form/console-form.server.ts";
import { messageRef } from "~/messages/message-ref.ts";
import { useT } from "~/lib/language.tsx";
import { languageOf, languageOfPath, translator } from "~/messages/catalogue.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { type ItemTarget, handleItemAction, itemActionSchema } from "~/lib/content-admin/item-actions.server.ts";
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
  const formData = await readConsolePost(request);
  const intent = formData.get("intent");
  const code = String(formData.get("galleryCode") ?? "").trim();
  if ((intent === "add" || intent === "save") && code) {
    const id = intent === "save" ? Number(formData.get("id")) : undefined;
    if (await albumCodeTaken(context.services.db, code, id)) {
      const form = consoleForm(
        request,
        formData,
        itemActionSchema(albumFields, intent, translator(languageOf(request))),
      );
      return form.refuse({ fields: { galleryCode: [messageRef("console.gallery.codeTaken", { code })] } });
    }
  }
  return handleItemAction(request, context.services, staff, target, formData);
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: t("console.gallery.title"),
    description: t("console.gallery.description"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

export default function GalleryAlbumsEditor({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <StaffPage title={t("console.gallery.title")}>
      <ContentNav />
      <p>
        {t("console.gallery.introBefore")}{" "}
        <a href="/gallery" className="text-brand-700 underline">
          {t("console.gallery.introLink")}
        </a>{" "}
        {t("console.gallery.introAfter")}
      </p>
      <ConsoleNotice reply={actionData} />
      <ContentItemsEditor
        noun={t("console.gallery.albumNoun")}
        reply={actionData}
        fields={albumFields}
        nameField="title"
        items={loaderData.albums}
        itemExtras={(album) => (
          <Link to={`/admin/content/gallery/${album.id}`} className="py-2 text-brand-700 underline">
            {t("console.gallery.picturesOf", { title: String(album.values.title) })}
          </Link>
        )}
      />
    </StaffPage>
  );
}
