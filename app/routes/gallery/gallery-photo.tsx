import { Link, data, isRouteErrorResponse } from "react-router";
import { LoadError } from "~/components/gallery/load-error.tsx";
import { ThumbnailGrid } from "~/components/gallery/thumbnail-grid.tsx";
import { PageBanner } from "~/components/page-banner.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { t } from "~/messages/en.ts";
import { findAlbumImages, listAlbums } from "~/models/gallery.server.ts";
import { institution } from "~/settings/institution.ts";
import type { Route } from "./+types/gallery-photo";

/** An unknown code answers the 404 page with status 404; any other failure reaches the error boundary below. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const [images, albums] = await Promise.all([findAlbumImages(db, params.galleryCode), listAlbums(db)]);
  if (!images) throw data(null, { status: 404 });
  const albumTitle = albums.find((album) => album.galleryCode === params.galleryCode)?.title ?? params.galleryCode;
  return { albumTitle, images };
}

/** As on the old site, the heading and the breadcrumb show the title of the album's first picture. */
const photoCount = (count: number) => (count === 1 ? t("gallery.onePhoto") : t("gallery.photoCount", { count }));

const headingOf = (loaderData: { albumTitle: string; images: { title: string }[] }) =>
  loaderData.images[0]?.title || loaderData.albumTitle;

export const meta: Route.MetaFunction = ({ loaderData, error, location, matches }) => {
  if (!loaderData) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return pageMeta({
      title: notFound ? t("notFound.title") : t("error.title"),
      description: notFound ? t("notFound.text") : t("gallery.loadFailed"),
      location,
      matches,
      social: false,
      noindex: true,
    });
  }
  const { albumTitle, images } = loaderData;
  return pageMeta({
    title: `${headingOf(loaderData)} – ${albumTitle}`,
    description: `${albumTitle}: ${photoCount(images.length)} from the photo gallery of ${institution.name}, Gumla.`,
    location,
    matches,
  });
};

export default function GalleryPhoto({ loaderData }: Route.ComponentProps) {
  const { albumTitle, images } = loaderData;
  return (
    <>
      <PageBanner title={headingOf(loaderData)} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
        <p className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
          <span>
            {t("gallery.fromAlbum")} <strong className="text-brand-900">{albumTitle}</strong> ·{" "}
            {photoCount(images.length)}
          </span>
          <Link
            to="/gallery"
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {t("gallery.allAlbums")}
          </Link>
        </p>
        {images.length === 0 ? (
          <p className="text-lg">{t("gallery.emptyAlbum")}</p>
        ) : (
          <ThumbnailGrid
            label={albumTitle}
            pictures={images.map((image, i) => ({
              mediaId: image.mediaId,
              caption: image.title,
              fallbackName: t("gallery.photoNumber", { album: albumTitle, number: i + 1 }),
              width: image.width,
              height: image.height,
            }))}
            columns="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"
            sizes="(min-width: 1280px) 296px, (min-width: 1024px) calc(25vw - 2rem), (min-width: 640px) calc(33vw - 1.5rem), calc(50vw - 1.5rem)"
            fit="cover"
          />
        )}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadError error={error} title={t("gallery.title")} />;
}
