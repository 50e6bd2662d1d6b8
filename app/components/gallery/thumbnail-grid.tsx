import { useMemo } from "react";
import { useEnglishOnPage } from "~/components/content/staff-text.tsx";
import { useLightbox } from "~/components/lightbox/use-lightbox.tsx";
import type { LightboxItem } from "~/components/lightbox/lightbox-state.ts";
import { MediaImage, imageUrl } from "~/components/media-image.tsx";
import type { ImageWidth } from "~/lib/image-widths.ts";

export interface Picture {
  mediaId: string;
  /** Shown under the thumbnail and in the lightbox; may be empty. */
  caption: string;
  /** Text alternative when the caption is empty. */
  fallbackName: string;
  width: number;
  height: number;
}

interface Props {
  pictures: Picture[];
  /** Accessible name of the lightbox. */
  label: string;
  /** Grid columns at each width, as Tailwind classes. */
  columnClass: string;
  /** `sizes` matching those columns. */
  sizes: string;
  /** "cover" crops thumbnails to one shape (photos); "contain" shows all of each (certificates). */
  fit: "cover" | "contain";
}

const THUMB_WIDTHS: readonly ImageWidth[] = [240, 320, 480, 640, 800];
const VIEW_WIDTHS: readonly ImageWidth[] = [480, 800, 1280, 1600, 1920];

export function toLightboxItem(picture: Picture): LightboxItem {
  return {
    src: imageUrl(picture.mediaId, 1280),
    srcSet: VIEW_WIDTHS.map((w) => `${imageUrl(picture.mediaId, w)} ${w}w`).join(", "),
    downloadUrl: imageUrl(picture.mediaId, 1920),
    caption: picture.caption,
    alt: picture.fallbackName,
    thumb: "",
    width: picture.width,
    height: picture.height,
  };
}

/** Thumbnails that open the lightbox at the chosen picture with every picture of the set (click, Enter or Space). */
export function ThumbnailGrid({ pictures, label, columnClass, sizes, fit }: Props) {
  const album = useMemo(() => pictures.map(toLightboxItem), [pictures]);
  const lightbox = useLightbox(label);
  // Album titles and captions have no Hindi yet (decision 071).
  const english = useEnglishOnPage();
  return (
    <>
      <ul className={`grid gap-4 ${columnClass}`}>
        {pictures.map((picture, index) => (
          <li key={picture.mediaId}>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={(event) => lightbox.open(album, index, event.currentTarget)}
              className="group block w-full overflow-hidden rounded-lg border border-slate-200 bg-white text-left shadow-sm hover:shadow-md"
            >
              <MediaImage
                mediaId={picture.mediaId}
                // With a caption the caption names the button; without one the picture does.
                alt={picture.caption ? "" : picture.fallbackName}
                width={picture.width}
                height={picture.height}
                widths={THUMB_WIDTHS}
                sizes={sizes}
                className={`block aspect-[4/3] w-full bg-slate-100 ${fit === "cover" ? "object-cover" : "object-contain p-2"}`}
              />
              {picture.caption ? (
                <span
                  lang={english}
                  className="block px-3 py-2 text-sm font-medium text-slate-800 group-hover:underline"
                >
                  {picture.caption}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      {lightbox.element}
    </>
  );
}
