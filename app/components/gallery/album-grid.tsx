import "~/messages/static-page-messages.ts";
import { useEnglishOnPage } from "~/components/content/staff-text.tsx";
import { useNavigation } from "react-router";
import { Link } from "~/components/router-links.tsx";
import { imageUrl } from "~/components/media-image.tsx";
import { type ImageWidth } from "~/lib/image-widths.ts";
import { useLanguagePath, useT } from "~/lib/language.tsx";
import type { Album } from "~/models/gallery.server.ts";

/** The cover box is 279 px high (spec §9) and as wide as its column: 1 on phones, 2 from 768 px, 3 from 1024 px. */
export const COVER_HEIGHT = 279;
const COVER_WIDTHS: readonly ImageWidth[] = [320, 480, 640, 800, 960, 1280];
/**
 * The cover fills its box without distortion (object-fit: cover), so a landscape photo (up to 3:2) is drawn at
 * least 279 × 1.5 ≈ 419 px wide even where the column is narrower: ask for that much.
 */
const COVER_SIZES = "(min-width: 1024px) 419px, (min-width: 768px) max(50vw - 2.5rem, 419px), max(100vw - 2rem, 419px)";

export const albumPath = (galleryCode: string) => `/gallery-photo/${encodeURIComponent(galleryCode)}`;

/** Gallery albums as cards linking to their pictures; the card being opened says so while its page loads. */
export function AlbumGrid({ albums }: { albums: Album[] }) {
  const t = useT();
  const inLanguage = useLanguagePath();
  const navigation = useNavigation();
  // Album titles have no Hindi yet (decision 071).
  const english = useEnglishOnPage();
  if (albums.length === 0) return <p className="text-lg">{t("gallery.noAlbums")}</p>;
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {albums.map((album, i) => {
        const href = inLanguage(albumPath(album.galleryCode));
        const loading = navigation.state === "loading" && navigation.location.pathname === href;
        return (
          <li key={album.galleryCode}>
            <Link
              to={href}
              aria-busy={loading || undefined}
              className="group relative block overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm hover:shadow-md"
            >
              {/* The title names the link; the cover is decoration. A cover that fails to load leaves the grey box. */}
              <img
                src={imageUrl(album.coverMediaId, 640)}
                srcSet={COVER_WIDTHS.map((w) => `${imageUrl(album.coverMediaId, w)} ${w}w`).join(", ")}
                sizes={COVER_SIZES}
                alt=""
                width={419}
                height={COVER_HEIGHT}
                // Only the first card is sure to be on screen at every width; the rest load as they come near.
                loading={i === 0 ? "eager" : "lazy"}
                decoding="async"
                className="block h-[279px] w-full bg-slate-200 object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
              />
              <span
                lang={english}
                className="block px-4 py-3 text-lg font-semibold text-brand-900 group-hover:underline"
              >
                {album.title}
              </span>
              {loading ? (
                <span
                  role="status"
                  className="absolute inset-x-0 top-0 flex h-[279px] items-center justify-center gap-3 bg-white/80 font-semibold text-brand-900"
                >
                  <span
                    aria-hidden="true"
                    className="size-6 rounded-full border-4 border-slate-300 border-t-brand-700 motion-safe:animate-spin"
                  />
                  {t("gallery.loadingAlbum")}
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
