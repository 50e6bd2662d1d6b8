/**
 * The lightbox's rules without the DOM: its options and their defaults (spec §9), the validation of what it is
 * given (spec §5, §8), index arithmetic, keys, zoom, rotation, fitting an image into the viewport and the name
 * of a downloaded file. Unit-tested beside this file.
 */

/** One picture of an album (spec §3: src, caption, thumb, optional downloadUrl). */
export interface LightboxItem {
  src: string;
  caption: string;
  /** Kept for the old item shape; the lightbox shows no thumbnails. */
  thumb?: string;
  /** What the download button saves, when it should differ from what is shown. */
  downloadUrl?: string;
  /** Optional responsive candidates for the shown image. */
  srcSet?: string;
  /** Intrinsic size, when known before loading: the frame then takes its size at once. */
  width?: number;
  height?: number;
  /** Text alternative when there is no caption. */
  alt?: string;
}

export interface LightboxOptions {
  /** Seconds the overlay and the image take to fade in or out. */
  fadeDuration: number;
  /** Seconds the frame takes to resize to the next image. */
  resizeDuration: number;
  /** Pixels between the top of the viewport and the frame. */
  positionFromTop: number;
  /** Shrink images larger than the viewport so they fit (never enlarges). */
  fitImageInViewPort: boolean;
  /** Next after the last image goes to the first, and previous before the first to the last. */
  wrapAround: boolean;
  /** Show the label "Image %1 of %2". */
  showImageNumberLabel: boolean;
  albumLabel: string;
  showZoom: boolean;
  showRotate: boolean;
  showDownloadButton: boolean;
  disableKeyboardNav: boolean;
  /** Animate fades and resizes; off means every change is immediate. */
  enableTransition: boolean;
  /** Lock the page's scrolling while open. */
  disableScrolling: boolean;
}

export const ZOOM_STEP = 1.5;
export const ROTATE_STEP = 90;
/** Four steps out and six steps in are plenty; the limits keep the picture from vanishing or exploding. */
export const MIN_ZOOM = ZOOM_STEP ** -4;
export const MAX_ZOOM = ZOOM_STEP ** 6;

export const defaultOptions: LightboxOptions = {
  fadeDuration: 0.7,
  resizeDuration: 0.5,
  positionFromTop: 20,
  fitImageInViewPort: true,
  wrapAround: false,
  showImageNumberLabel: false,
  albumLabel: "Image %1 of %2",
  showZoom: false,
  showRotate: false,
  showDownloadButton: false,
  disableKeyboardNav: false,
  enableTransition: true,
  disableScrolling: true,
};

export function resolveOptions(options: Partial<LightboxOptions> = {}): LightboxOptions {
  return { ...defaultOptions, ...options };
}

export const errors = {
  album: "No album data or album data is not correct in type",
  source: "One of the album data does not have source data",
  index: "Current image index is not a number",
} as const;

/** Throws the spec's errors for anything the lightbox cannot show. */
export function validateAlbum(album: unknown, index: unknown): asserts album is LightboxItem[] {
  if (!Array.isArray(album) || album.length === 0) throw new Error(errors.album);
  for (const item of album) {
    if (typeof item !== "object" || item === null || typeof item.src !== "string" || item.src === "") {
      throw new Error(errors.source);
    }
  }
  if (typeof index !== "number" || Number.isNaN(index)) throw new Error(errors.index);
}

/** A start index outside the album is brought inside it rather than showing nothing. */
export function clampIndex(index: number, length: number): number {
  if (!Number.isFinite(index)) return index > 0 ? length - 1 : 0;
  return Math.min(length - 1, Math.max(0, Math.trunc(index)));
}

export function nextIndex(index: number, length: number, wrap: boolean): number | null {
  if (index < length - 1) return index + 1;
  return wrap && length > 1 ? 0 : null;
}

export function previousIndex(index: number, length: number, wrap: boolean): number | null {
  if (index > 0) return index - 1;
  return wrap && length > 1 ? length - 1 : null;
}

/** "Image %1 of %2" with the 1-based position and the count. */
export function imageLabel(template: string, index: number, length: number): string {
  return template.replace("%1", String(index + 1)).replace("%2", String(length));
}

export type KeyAction = "close" | "previous" | "next";

/** Escape, x, o or c close; p or ← goes back; n or → goes on. Keys with Ctrl, Alt or Meta are the browser's. */
export function keyAction(event: {
  key: string;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}): KeyAction | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  switch (event.key.length === 1 ? event.key.toLowerCase() : event.key) {
    case "Escape":
    case "Esc":
    case "x":
    case "o":
    case "c":
      return "close";
    case "p":
    case "ArrowLeft":
    case "Left":
      return "previous";
    case "n":
    case "ArrowRight":
    case "Right":
      return "next";
    default:
      return null;
  }
}

export const zoomIn = (zoom: number) => Math.min(MAX_ZOOM, zoom * ZOOM_STEP);
export const zoomOut = (zoom: number) => Math.max(MIN_ZOOM, zoom / ZOOM_STEP);
export const rotateLeft = (degrees: number) => degrees - ROTATE_STEP;
export const rotateRight = (degrees: number) => degrees + ROTATE_STEP;

/** True when the picture lies on its side (90° or 270°, in either direction). */
export const isQuarterTurned = (degrees: number) => Math.abs(Math.round(degrees / ROTATE_STEP)) % 2 === 1;

export interface Size {
  width: number;
  height: number;
}

export interface LayoutInput {
  natural: Size;
  /** Room the picture may take: the viewport less the space around and below the frame. */
  room: Size;
  fit: boolean;
  rotation: number;
  zoom: number;
}

export interface Layout {
  /** The frame: the turned picture at zoom 1, fitted into the room. */
  frame: Size;
  /** The picture element before it is turned, at the current zoom. */
  image: Size;
  /** What the frame scrolls over: the turned picture at the current zoom. */
  content: Size;
}

export function layout({ natural, room, fit, rotation, zoom }: LayoutInput): Layout {
  const turned = isQuarterTurned(rotation);
  const seen = turned ? { width: natural.height, height: natural.width } : natural;
  const ratio = fit ? Math.min(1, Math.max(0, room.width) / seen.width, Math.max(0, room.height) / seen.height) : 1;
  const frame = { width: Math.round(seen.width * ratio), height: Math.round(seen.height * ratio) };
  return {
    frame,
    image: { width: Math.round(natural.width * ratio * zoom), height: Math.round(natural.height * ratio * zoom) },
    content: { width: Math.round(frame.width * zoom), height: Math.round(frame.height * zoom) },
  };
}

/**
 * The saved file is named after the last path segment of the source (query and fragment dropped); as the
 * file is always a JPEG, it gets the .jpg extension unless it already has a JPEG one.
 */
export function downloadFileName(src: string): string {
  const path = src.split(/[?#]/)[0] ?? "";
  let segment = path.split("/").filter(Boolean).pop() ?? "";
  try {
    segment = decodeURIComponent(segment);
  } catch {
    // a malformed escape stays as it is
  }
  segment = segment.replace(/[\\/:*?"<>|]/g, "_");
  if (/\.jpe?g$/i.test(segment)) return segment;
  const stem = segment.replace(/\.[a-z0-9]{2,5}$/i, "") || "image";
  return `${stem}.jpg`;
}
