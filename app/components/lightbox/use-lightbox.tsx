import { type ReactNode, Suspense, lazy, useCallback, useState } from "react";
import { type LightboxItem, type LightboxOptions, validateAlbum } from "./lightbox-state.ts";

/** The lightbox's code comes with the first picture the visitor opens, not with the page (decision 028). */
const Lightbox = lazy(() => import("./lightbox.tsx").then((module) => ({ default: module.Lightbox })));

interface Shown {
  album: LightboxItem[];
  index: number;
  opener: HTMLElement | null;
}

export interface LightboxControl {
  /**
   * Opens the lightbox at `index` of `album`; throws the spec's errors (spec §8) for an album that is not a
   * non-empty list, an item without a source, or an index that is not a number. Focus returns to `opener`
   * (by default the element that has focus now) once the lightbox has closed.
   */
  open: (album: unknown, index: unknown, opener?: HTMLElement | null) => void;
  /** Render this somewhere in the page; it is null while the lightbox is closed. */
  element: ReactNode;
}

export function useLightbox(label: string, options?: Partial<LightboxOptions>): LightboxControl {
  const [shown, setShown] = useState<Shown | null>(null);

  const open = useCallback((album: unknown, index: unknown, opener?: HTMLElement | null) => {
    validateAlbum(album, index);
    const focused = opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setShown({ album, index: index as number, opener: focused });
  }, []);

  const element = shown ? (
    <Suspense fallback={null}>
      <Lightbox
        album={shown.album}
        startIndex={shown.index}
        options={options}
        label={label}
        onClosed={() => {
          setShown(null);
          shown.opener?.focus();
        }}
      />
    </Suspense>
  ) : null;

  return { open, element };
}
