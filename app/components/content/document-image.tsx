import type { ImageWidth } from "~/lib/image-widths.ts";
import { mediaIdOfSrc } from "~/core/picture-src.ts";
import { MediaImage, imageUrl } from "../media-image.tsx";

interface Props {
  src: string;
  alt: string;
  /** The size the page reserves: the picture's intrinsic size, or the box it is drawn in. */
  width: number;
  height: number;
  /** Candidate widths of an uploaded picture, smallest first; a shipped file is sent as it is. */
  widths: readonly ImageWidth[];
  sizes: string;
  priority?: boolean;
  className?: string;
}

/**
 * A picture of a page document (decision 047): one uploaded in the console comes sized and cached from the image
 * endpoint, a file shipped with the site as it is; both with their size, so nothing shifts as they load.
 */
export function DocumentImage({ src, alt, width, height, widths, sizes, priority = false, className }: Props) {
  const mediaId = mediaIdOfSrc(src);
  if (mediaId) {
    const common = { mediaId, alt, width, height, widths, sizes, priority };
    return <MediaImage {...common} {...(className ? { className } : {})} />;
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding={priority ? "sync" : "async"}
      className={className}
    />
  );
}

/** Where a picture opens at full size: an uploaded one at the endpoint's largest width. */
export const fullSizeHref = (src: string) => {
  const mediaId = mediaIdOfSrc(src);
  return mediaId ? imageUrl(mediaId, 1920) : src;
};

/** A person's photo's text alternative: its own, none when decorative, else the words the page used before. */
export const photoAlt = (photo: { alt?: string; decorative?: true }, fallback: string) =>
  photo.decorative ? "" : (photo.alt ?? fallback);
