import { Link } from "react-router";
import { notFound } from "~/core/not-found.ts";
import { ContentItemsEditor } from "~/components/admin/content-items-editor.tsx";
import { ContentNav } from "~/components/admin/content-nav.tsx";
import { PICTURE_ACCEPT } from "~/components/admin/picture-field.tsx";
import { InputField } from "~/components/admin/console-fields.tsx";
import { ConsoleForm, ConsoleNotice } from "~/components/admin/console-form.tsx";
import { StaffPage, staffClass } from "~/components/admin/staff-ui.tsx";
import { consoleForm, readConsolePost } from "~/lib/console-form/console-form.server.ts";
import { messageRef } from "~/messages/message-ref.ts";
import { useT } from "~/lib/language.tsx";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import { albumCoverSchema, albumUploadSchema } from "~/schemas/admin/album.ts";
import type { AppServices } from "~/context.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { handleItemAction } from "~/lib/content-admin/item-actions.server.ts";
import { idSchema } from "~/lib/content-admin/list-schema.ts";
import { albumImageFields } from "~/lib/content-admin/lists.ts";
import { saveWithPictures, storePictures, uploadedFiles } from "~/lib/content-admin/pictures.server.ts";
import { pageMeta } from "~/lib/meta.ts";
import { recordAudit } from "~/models/audit.server.ts";
import { findContentRow, listContentItems } from "~/models/content-admin.server.ts";
import { addAlbumImages, findAlbumForStaff, setAlbumCover } from "~/models/gallery-admin.server.ts";
import type { Route } from "./+types/content-album";

async function albumOrNotFound(services: AppServices, param: string) {
  const id = idSchema.safeParse(param);
  const album = id.success ? await findAlbumForStaff(services.db, id.data) : undefined;
  if (!album) throw notFound();
  return album;
}

const scopeOf = (albumId: number) => ({ column: "album_id", value: albumId });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["editor"]);
  const album = await albumOrNotFound(context.services, params.albumId);
  return {
    album,
    images: await listContentItems(context.services.db, "gallery_images", albumImageFields, scopeOf(album.id)),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context.services, ["editor"]);
  const services = context.services;
  const album = await albumOrNotFound(services, params.albumId);
  const formData = await readConsolePost(request);
  const audit = { userId: staff.id, email: staff.email, ip: services.clientIp };
  const intent = formData.get("intent");

  if (intent === "upload") {
    const form = consoleForm(request, formData, albumUploadSchema);
    if (form.submission.status !== "success") return form.refuse();
    const files = uploadedFiles(formData, "pictures");
    if (files.length === 0) return form.refuse({ fields: { pictures: ["console.album.choosePictures"] } });
    const title = form.submission.value.caption || album.title;
    const stored = await storePictures(
      services.staffFiles.dataDir,
      files.map((file) => ({ file, alt: title })),
    );
    if (!stored.ok) return form.refuse({ fields: { pictures: [stored.message] } });
    await saveWithPictures(services, stored.records, async (trx) => {
      const ids = await addAlbumImages(trx, album.id, stored.records, title);
      await recordAudit(trx, {
        ...audit,
        entity: "gallery_images",
        action: "content-created",
        entityId: album.id,
        after: { album: album.galleryCode, imageIds: ids, title },
      });
    });
    const count = stored.records.length;
    return form.done(messageRef(count === 1 ? "console.album.addedOne" : "console.album.added", { count }));
  }

  if (intent === "cover") {
    const form = consoleForm(request, formData, albumCoverSchema);
    if (form.submission.status !== "success") return form.refuse();
    const { id } = form.submission.value;
    const image = await findContentRow(services.db, "gallery_images", id);
    if (!image || Number(image.album_id) !== album.id) return form.refuse({ form: "console.album.pictureGone" });
    await saveWithPictures(services, [], async (trx) => {
      await setAlbumCover(trx, album.id, String(image.media_id));
      await recordAudit(trx, {
        ...audit,
        entity: "gallery_albums",
        action: "content-updated",
        entityId: album.id,
        before: album,
        after: await findAlbumForStaff(trx, album.id),
      });
    });
    return form.done("console.album.coverSet");
  }

  return handleItemAction(
    request,
    services,
    staff,
    { table: "gallery_images", fields: albumImageFields, nameField: "title", scope: scopeOf(album.id) },
    formData,
  );
}

export const meta: Route.MetaFunction = ({ data: loaded, location, matches }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: loaded ? t("console.album.title", { title: loaded.album.title }) : t("console.album.titleShort"),
    description: t("console.album.description"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

export default function AlbumEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { album, images } = loaderData;
  const t = useT();
  return (
    <StaffPage title={t("console.album.title", { title: album.title })}>
      <ContentNav />
      <p className="flex flex-wrap gap-4">
        <Link to="/admin/content/gallery" className="text-brand-700 underline">
          {t("console.album.allAlbums")}
        </Link>
        <a href={`/gallery-photo/${encodeURIComponent(album.galleryCode)}`} className="text-brand-700 underline">
          {t("console.album.onSite")}
        </a>
      </p>
      <ConsoleNotice reply={actionData} />
      <section aria-labelledby="upload" className="rounded-lg border border-slate-200 p-4">
        <h2 id="upload" className="mb-3 text-lg font-semibold">
          {t("console.album.upload")}
        </h2>
        <ConsoleForm
          id="upload-pictures"
          reply={actionData}
          encType="multipart/form-data"
          className="flex flex-wrap items-end gap-3"
          key={`upload-${images.length}`}
        >
          {(fields) => (
            <>
              <InputField
                meta={fields.pictures!}
                type="file"
                multiple
                required
                accept={PICTURE_ACCEPT}
                label={t("console.album.pictures")}
              />
              <InputField
                meta={fields.caption!}
                maxLength={300}
                className="min-w-56 flex-1"
                label={t("console.album.caption")}
              />
              <button type="submit" name="intent" value="upload" className={staffClass.button}>
                {t("console.album.uploadButton")}
              </button>
            </>
          )}
        </ConsoleForm>
      </section>
      <ContentItemsEditor
        noun={t("console.album.pictureNoun")}
        fields={albumImageFields}
        nameField="title"
        items={images}
        reply={actionData}
        addForm={false}
        itemExtras={(image) =>
          image.values.picture === album.coverMediaId ? (
            <span className="py-2 text-sm font-semibold text-green-900">{t("console.album.isCover")}</span>
          ) : (
            <button type="submit" name="intent" value="cover" formNoValidate className={staffClass.secondary}>
              {t("console.album.setCover")}
            </button>
          )
        }
      />
    </StaffPage>
  );
}
