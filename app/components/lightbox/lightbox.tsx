import "~/messages/lightbox-messages.ts";
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from "react";
import { useReducedMotion } from "~/lib/use-reduced-motion.ts";
import { useT } from "~/lib/language.tsx";
import { keepFocusInside, lockPageScroll } from "./dialog-focus.ts";
import { downloadImage } from "./download-image.ts";
import { ArrowButton, ToolButton } from "./lightbox-buttons.tsx";
import {
  type KeyAction,
  type LightboxItem,
  type LightboxOptions,
  type Size,
  clampIndex,
  imageLabel,
  keyAction,
  layout,
  nextIndex,
  previousIndex,
  resolveOptions,
  rotateLeft,
  rotateRight,
  validateAlbum,
  zoomIn,
  zoomOut,
} from "./lightbox-state.ts";

interface Props {
  album: LightboxItem[];
  startIndex: number;
  options?: Partial<LightboxOptions>;
  /** Accessible name of the dialog, e.g. the album's title. */
  label: string;
  /** Called once the lightbox has faded out; the owner then removes it from the page. */
  onClosed: () => void;
}

/** The frame's white border, the gap to the viewport's sides and below the details. */
const FRAME_PADDING = 4;
const SIDE_GAP = 10;
const BOTTOM_GAP = 10;
/** The frame's size while the first picture of unknown size loads (as the classic lightbox does). */
const LOADING_FRAME: Size = { width: 250, height: 250 };

type Status = "loading" | "loaded" | "failed";

/**
 * A modal image viewer (spec §4, defaults of §9): a native <dialog> opened with showModal(), so focus stays
 * inside and the page behind is inert; it fades in, shows a loader until each picture has loaded, resizes its
 * frame to each picture, and fades out before it is removed.
 */
export function Lightbox({ album, startIndex, options, label, onClosed }: Props) {
  const t = useT();
  validateAlbum(album, startIndex);
  const settings = resolveOptions(options);
  const reduced = useReducedMotion();
  const animate = settings.enableTransition && !reduced;
  const fade = animate ? settings.fadeDuration : 0;
  const resize = animate ? settings.resizeDuration : 0;

  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const detailsRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const closing = useRef(false);
  const finished = useRef(false);

  const [index, setIndex] = useState(() => clampIndex(startIndex, album.length));
  const [visible, setVisible] = useState(!animate);
  const [status, setStatus] = useState<Status>("loading");
  const [natural, setNatural] = useState<Size | null>(null);
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [viewport, setViewport] = useState<Size>(() => ({ width: window.innerWidth, height: window.innerHeight }));
  const [detailsHeight, setDetailsHeight] = useState(64);

  const item = album[index]!;
  const known = item.width && item.height ? { width: item.width, height: item.height } : natural;
  const room = {
    width: viewport.width - 2 * (FRAME_PADDING + SIDE_GAP),
    height: viewport.height - settings.positionFromTop - 2 * FRAME_PADDING - detailsHeight - BOTTOM_GAP,
  };
  const geometry = known ? layout({ natural: known, room, fit: settings.fitImageInViewPort, rotation, zoom }) : null;
  const frame = geometry?.frame ?? LOADING_FRAME;
  const content = geometry?.content ?? LOADING_FRAME;
  const detailsWidth = Math.min(Math.max(frame.width + 2 * FRAME_PADDING, 288), viewport.width - 2 * SIDE_GAP);
  const previous = previousIndex(index, album.length, settings.wrapAround);
  const next = nextIndex(index, album.length, settings.wrapAround);

  const finish = () => {
    if (finished.current) return;
    finished.current = true;
    if (dialogRef.current?.open) dialogRef.current.close();
    onClosed();
  };
  const close = () => {
    if (closing.current) return;
    closing.current = true;
    if (fade === 0) return finish();
    setVisible(false);
    window.setTimeout(finish, fade * 1000);
  };
  const show = (target: number | null) => {
    if (target === null || target === index) return;
    setIndex(target);
    setStatus("loading");
    setNatural(null);
    setZoom(1);
    setRotation(0);
  };
  const act = (action: KeyAction) => {
    if (action === "close") close();
    else show(action === "next" ? next : previous);
  };

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === "Tab") return keepFocusInside(event, dialogRef.current);
    const action = keyAction(event);
    if (!action || (settings.disableKeyboardNav && event.key !== "Escape")) return;
    // Escape is taken here, so the browser's own immediate close (the cancel event) does not skip the fade.
    event.preventDefault();
    act(action);
  });

  useEffect(() => {
    const dialog = dialogRef.current!;
    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();
    // Style the hidden state once, so the change to visible below is a transition, not a jump.
    void dialog.offsetWidth;
    const frameId = requestAnimationFrame(() => setVisible(true));
    const onResize = () => setViewport({ width: window.innerWidth, height: window.innerHeight });
    const onKey = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener("resize", onResize);
    document.addEventListener("keydown", onKey);
    return () => {
      cancelAnimationFrame(frameId);
      window.removeEventListener("resize", onResize);
      document.removeEventListener("keydown", onKey);
      if (dialog.open) dialog.close();
    };
  }, []);

  useEffect(() => {
    if (!settings.disableScrolling) return;
    return lockPageScroll();
  }, [settings.disableScrolling]);

  useEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    const observer = new ResizeObserver(() => setDetailsHeight(Math.ceil(details.getBoundingClientRect().height)));
    observer.observe(details);
    return () => observer.disconnect();
  }, []);

  // A zoomed or turned picture starts centred in its frame (again once the frame has finished resizing).
  const centre = () => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    scroller.scrollLeft = (scroller.scrollWidth - scroller.clientWidth) / 2;
    scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) / 2;
  };
  useLayoutEffect(centre, [zoom, rotation, index]);

  // When the arrow that had focus disappears (first or last picture, no wrap-around), focus goes to the other one.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog?.open && !dialog.contains(document.activeElement)) {
      (dialog.querySelector<HTMLElement>("[data-arrow]") ?? closeRef.current)?.focus();
    }
  }, [index]);

  const transition = (properties: string[], seconds: number) =>
    properties.map((p) => `${p} ${seconds}s ease`).join(", ");

  return (
    <dialog
      ref={dialogRef}
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // The browser may still close the dialog itself (e.g. a second Escape during the fade): finish at once.
      onClose={finish}
      onClick={(event) => {
        const target = event.target as HTMLElement;
        if (target === dialogRef.current || target.dataset.overlay !== undefined) close();
      }}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none overflow-auto bg-transparent p-0 text-white backdrop:bg-transparent"
      style={{ opacity: visible ? 1 : 0, transition: transition(["opacity"], fade) }}
    >
      <div data-overlay="" className="fixed inset-0 bg-slate-950/85" />
      <div
        data-overlay=""
        className="relative flex min-h-full flex-col items-center"
        style={{ paddingTop: settings.positionFromTop, paddingBottom: BOTTOM_GAP }}
      >
        <div className="relative rounded bg-white" style={{ padding: FRAME_PADDING }}>
          <div
            ref={scrollerRef}
            className={zoom > 1 ? "overflow-auto" : "overflow-hidden"}
            onTransitionEnd={(event) => {
              if (event.target === event.currentTarget) centre();
            }}
            style={{ width: frame.width, height: frame.height, transition: transition(["width", "height"], resize) }}
          >
            <div
              className="relative"
              style={{ width: Math.max(content.width, frame.width), height: Math.max(content.height, frame.height) }}
            >
              <img
                key={index}
                src={item.src}
                srcSet={item.srcSet}
                sizes={geometry ? `${geometry.image.width}px` : "100vw"}
                alt={item.caption || item.alt || ""}
                onLoad={(event) => {
                  const picture = event.currentTarget;
                  setNatural({ width: picture.naturalWidth, height: picture.naturalHeight });
                  setStatus("loaded");
                }}
                onError={() => setStatus("failed")}
                className="absolute top-1/2 left-1/2 max-w-none"
                style={{
                  width: geometry?.image.width,
                  height: geometry?.image.height,
                  transform: `translate(-50%, -50%) rotate(${rotation}deg)`,
                  opacity: status === "loaded" ? 1 : 0,
                  transition: `${transition(["opacity"], fade)}, ${transition(["transform", "width", "height"], resize)}`,
                }}
              />
            </div>
          </div>
          {status === "loading" ? (
            <div role="status" className="absolute inset-0 grid place-items-center">
              <span
                aria-hidden="true"
                className="size-10 rounded-full border-4 border-slate-300 border-t-brand-700 motion-safe:animate-spin"
              />
              <span className="sr-only">{t("lightbox.loading")}</span>
            </div>
          ) : null}
          {status === "failed" ? (
            <p role="alert" className="absolute inset-0 grid place-items-center p-4 text-center text-slate-800">
              {t("lightbox.failed")}
            </p>
          ) : null}
          {album.length > 1 && previous !== null ? (
            <ArrowButton side="left" label={t("lightbox.previous")} onClick={() => show(previous)}>
              ‹
            </ArrowButton>
          ) : null}
          {album.length > 1 && next !== null ? (
            <ArrowButton side="right" label={t("lightbox.next")} onClick={() => show(next)}>
              ›
            </ArrowButton>
          ) : null}
        </div>
        <div
          ref={detailsRef}
          className="flex flex-wrap items-start justify-between gap-3 pt-3"
          style={{ width: detailsWidth }}
        >
          {/* On a narrow screen with every tool shown, the tools wrap below the caption. */}
          <div aria-live="polite" aria-atomic="true" className="min-w-40 flex-1 pt-1">
            {item.caption ? <p className="font-semibold break-words">{item.caption}</p> : null}
            {settings.showImageNumberLabel && album.length > 1 ? (
              <p className="text-sm text-slate-300">
                {/* The spec's default wording comes from the catalogue, in the page's language; a caller's own
                    albumLabel is shown as given. */}
                {options?.albumLabel === undefined
                  ? t("lightbox.imageNumber", { number: index + 1, count: album.length })
                  : imageLabel(settings.albumLabel, index, album.length)}
              </p>
            ) : null}
          </div>
          <div className="ml-auto flex flex-wrap justify-end gap-1">
            {settings.showZoom ? (
              <>
                <ToolButton label={t("lightbox.zoomOut")} onClick={() => setZoom(zoomOut)} symbol="−" />
                <ToolButton label={t("lightbox.zoomIn")} onClick={() => setZoom(zoomIn)} symbol="+" />
              </>
            ) : null}
            {settings.showRotate ? (
              <>
                <ToolButton label={t("lightbox.rotateLeft")} onClick={() => setRotation(rotateLeft)} symbol="↺" />
                <ToolButton label={t("lightbox.rotateRight")} onClick={() => setRotation(rotateRight)} symbol="↻" />
              </>
            ) : null}
            {settings.showDownloadButton ? (
              <ToolButton
                label={t("lightbox.download")}
                onClick={() => {
                  downloadImage(item, dialogRef.current!).catch((error: unknown) =>
                    console.error("lightbox: download failed", error),
                  );
                }}
                symbol="⤓"
              />
            ) : null}
            <ToolButton ref={closeRef} label={t("lightbox.close")} onClick={close} symbol="✕" />
          </div>
        </div>
      </div>
    </dialog>
  );
}
