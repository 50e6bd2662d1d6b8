import { Link } from "~/components/router-links.tsx";
import { type FailureText, RouteError } from "~/components/route-error.tsx";
import { ThumbnailGrid } from "~/components/gallery/thumbnail-grid.tsx";
import { PageBanner } from "~/components/page-banner.tsx";
import { useEnglishOnPage } from "~/components/content/staff-text.tsx";
import { useT } from "~/lib/language.tsx";
import { contentMeta, metaTranslator } from "~/lib/meta.ts";
import { notFound } from "~/core/not-found.ts";
import type { Translate } from "~/messages/catalogue.ts";
import { findAlbumImages, listAlbums } from "~/models/gallery.server.ts";
import { collegeOf } from "~/lib/college-of.ts";
import type { Route } from "./+types/gallery-photo";
import type { RouteHandle } from "~/lib/route-handle.ts";

/** The lightbox runs in the browser. */
export const handle: RouteHandle = { hydrate: true };

/** An unknown code answers the 404 page with status 404; any other failure reaches the error boundary below. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const [images, albums] = await Promise.all([findAlbumImages(db, params.galleryCode), listAlbums(db)]);
  if (!images) throw notFound();
  const albumTitle = albums.find((album) => album.galleryCode === params.galleryCode)?.title ?? params.galleryCode;
  return { albumTitle, images };
}

const photoCount = (t: Translate, count: number) =>
  count === 1 ? t("gallery.onePhoto") : t("gallery.photoCount", { count });

/** As on the old site, the heading and the breadcrumb show the title of the album's first picture. */
const headingOf = (loaderData: { albumTitle: string; images: { title: string }[] }) =>
  loaderData.images[0]?.title || loaderData.albumTitle;

/** The album's title and description are made from its pictures (its content in the database). */
export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  if (!loaderData) return contentMeta(args, undefined);
  const t = metaTranslator(args.matches);
  const album = loaderData.albumTitle;
  return contentMeta(args, {
    title: t("gallery.albumTitle", { heading: headingOf(loaderData), album }),
    description: t("gallery.albumDescription", {
      album,
      photos: photoCount(t, loaderData.images.length),
      name: collegeOf(args.matches).name,
    }),
  });
};

export default function GalleryPhoto({ loaderData }: Route.ComponentProps) {
  const t = useT();
  // Titles of albums and pictures have no Hindi (decision 071): English on a Hindi page, and marked so.
  const english = useEnglishOnPage();
  const { albumTitle, images } = loaderData;
  return (
    <>
      <PageBanner title={<span lang={english}>{headingOf(loaderData)}</span>} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
        <p className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
          <span>
            {t("gallery.fromAlbum")}{" "}
            <strong lang={english} className="text-brand-900">
              {albumTitle}
            </strong>{" "}
            · {photoCount(t, images.length)}
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
            columnClass="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"
            sizes="(min-width: 1280px) 296px, (min-width: 1024px) calc(25vw - 2rem), (min-width: 640px) calc(33vw - 1.5rem), calc(50vw - 1.5rem)"
            fit="cover"
          />
        )}
      </div>
    </>
  );
}

/** A failed album load says so in the gallery's words, with a Retry (the album may open from the gallery). */
const galleryFailure: FailureText = {
  title: "gallery.title",
  heading: "gallery.loadFailed",
  text: "gallery.loadFailedHelp",
  retry: "gallery.retry",
  retrying: "gallery.retrying",
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} failure={galleryFailure} />;
}
