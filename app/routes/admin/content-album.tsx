import { Form, Link } from "react-router";
import { notFound } from "~/core/not-found.ts";
import { z } from "zod";
import { ContentItemsEditor } from "~/components/admin/content-items-editor.tsx";
import { ContentNav } from "~/components/admin/content-nav.tsx";
import { PICTURE_ACCEPT } from "~/components/admin/picture-field.tsx";
import { Notice, StaffPage, staffClass } from "~/components/admin/staff-ui.tsx";
import type { AppServices } from "~/context.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { SAVED, handleItemAction, refuse } from "~/lib/content-admin/item-actions.server.ts";
import { idSchema, issuesMessage } from "~/lib/content-admin/list-schema.ts";
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
const caption = z.string().trim().max(300, "Caption: use at most 300 characters").optional();

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
  const form = await request.formData();
  const audit = { userId: staff.id, email: staff.email, ip: services.clientIp };
  const intent = form.get("intent");

  if (intent === "upload") {
    const files = uploadedFiles(form, "pictures");
    if (files.length === 0) return refuse("Choose one or more pictures to upload.");
    const parsed = caption.safeParse(form.get("caption") ?? undefined);
    if (!parsed.success) return refuse(issuesMessage(parsed.error));
    const title = parsed.data || album.title;
    const stored = await storePictures(
      services.staffFiles.dataDir,
      files.map((file) => ({ file, alt: title })),
    );
    if (!stored.ok) return refuse(stored.message);
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
    return {
      ok: true,
      message: `${stored.records.length} ${stored.records.length === 1 ? "picture" : "pictures"} added. ${SAVED}`,
    };
  }

  if (intent === "cover") {
    const id = idSchema.safeParse(form.get("id"));
    const image = id.success ? await findContentRow(services.db, "gallery_images", id.data) : undefined;
    if (!image || Number(image.album_id) !== album.id) return refuse("That picture no longer exists; reload the page.");
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
    return { ok: true, message: `Cover set. ${SAVED}` };
  }

  return handleItemAction(
    services,
    staff,
    { table: "gallery_images", fields: albumImageFields, nameField: "title", scope: scopeOf(album.id) },
    form,
  );
}

export const meta: Route.MetaFunction = ({ data: loaded, location, matches }) =>
  pageMeta({
    title: loaded ? `Album: ${loaded.album.title}` : "Album",
    description: "Edit the pictures of a gallery album.",
    location,
    matches,
    social: false,
    noindex: true,
  });

export default function AlbumEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { album, images } = loaderData;
  return (
    <StaffPage title={`Album: ${album.title}`}>
      <ContentNav />
      <p className="flex flex-wrap gap-4">
        <Link to="/admin/content/gallery" className="text-brand-700 underline">
          All albums
        </Link>
        <a href={`/gallery-photo/${encodeURIComponent(album.galleryCode)}`} className="text-brand-700 underline">
          The album on the site
        </a>
      </p>
      {actionData ? <Notice tone={actionData.ok ? "ok" : "error"}>{actionData.message}</Notice> : null}
      <section aria-labelledby="upload" className="rounded-lg border border-slate-200 p-4">
        <h2 id="upload" className="mb-3 text-lg font-semibold">
          Upload pictures
        </h2>
        <Form
          method="post"
          encType="multipart/form-data"
          className="flex flex-wrap items-end gap-3"
          key={`upload-${images.length}`}
        >
          <label className={staffClass.label}>
            Pictures (several at once; JPEG, PNG or WebP, up to 8 MB each)
            <input type="file" name="pictures" multiple required accept={PICTURE_ACCEPT} className={staffClass.input} />
          </label>
          <label className={`${staffClass.label} min-w-56 flex-1`}>
            Caption for these pictures (optional; the album title if empty)
            <input name="caption" maxLength={300} className={staffClass.input} />
          </label>
          <button type="submit" name="intent" value="upload" className={staffClass.button}>
            Upload
          </button>
        </Form>
      </section>
      <ContentItemsEditor
        noun="picture"
        fields={albumImageFields}
        nameField="title"
        items={images}
        addForm={false}
        itemExtras={(image) =>
          image.values.picture === album.coverMediaId ? (
            <span className="py-2 text-sm font-semibold text-green-900">The album&apos;s cover</span>
          ) : (
            <button type="submit" name="intent" value="cover" formNoValidate className={staffClass.secondary}>
              Set as cover
            </button>
          )
        }
      />
    </StaffPage>
  );
}
