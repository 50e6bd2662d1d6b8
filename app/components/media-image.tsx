import type { ImageWidth } from "~/lib/image-widths.ts";

export const imageUrl = (mediaId: string, width: ImageWidth) => `/images/${mediaId}?w=${width}`;

interface Props {
  mediaId: string;
  alt: string;
  /** Intrinsic size, so the browser reserves the space and nothing shifts. */
  width: number;
  height: number;
  /** Candidate widths for srcset, smallest first. */
  widths: readonly ImageWidth[];
  sizes: string;
  /** The page's main image: loaded at once with high priority. Every other image waits until it is near. */
  priority?: boolean;
  className?: string;
  /** The language of the alt text when it is not the page's (a name or a title shown in English on a Hindi page). */
  lang?: "en";
}

/** A stored image through the resizing endpoint, sharp on every screen and light on a slow connection. */
export function MediaImage({ mediaId, alt, width, height, widths, sizes, priority = false, className, lang }: Props) {
  const fallback = widths[Math.min(widths.length - 1, 2)] ?? widths[0]!;
  return (
    <img
      src={imageUrl(mediaId, fallback)}
      srcSet={widths.map((w) => `${imageUrl(mediaId, w)} ${w}w`).join(", ")}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding={priority ? "sync" : "async"}
      className={className}
      lang={lang}
    />
  );
}
