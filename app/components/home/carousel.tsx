import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useHydrated } from "~/components/forms/use-visitor-form.ts";
import { useReducedMotion } from "~/lib/use-reduced-motion.ts";
import { Icon } from "~/components/icon.tsx";
import { useT } from "~/lib/language.tsx";
import { useDrawnHtml } from "~/lib/drawn-html.tsx";
import { slideId } from "./home-ids.ts";

interface Props {
  label: string;
  /**
   * Each slide's markup, drawn on the server: the slides' own code stays out of the browser (decision 029). `null` on
   * a page's first load: the slide is in the document, found by its id (decision 073).
   */
  slides: (string | null)[];
  /** The prefix of the slides' ids (`slideId`). */
  idPrefix: string;
  /** Autoplay interval in milliseconds. */
  delay: number;
  /** How long one slide takes to move, in milliseconds. */
  speed: number;
  /** Classes sizing one slide, e.g. "basis-full min-[740px]:basis-1/2". */
  slideClass: string;
}

function subscribeVisibility(onChange: () => void) {
  document.addEventListener("visibilitychange", onChange);
  return () => document.removeEventListener("visibilitychange", onChange);
}

const usePageHidden = () =>
  useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === "hidden",
    () => false,
  );

/** Where the track is: the slide at its left edge, the one a move under way goes to (-1: none), timers. */
interface Position {
  index: number;
  target: number;
  frame: number;
  settle: number;
}

/**
 * A looping carousel on a scroll-snapping track (decision 029) with previous/next arrows and a visible pause/play
 * control. Without JavaScript the track scrolls by touch, trackpad or keyboard and snaps to each slide. Once React
 * runs, a copy of the slides follows the real ones (hidden from assistive technology and inert), so the track can
 * move on from the last slide to the first and back as if it were a ring: a move that ends in the copy jumps back by
 * one round, which looks the same. Moves take `speed` ms with the ease of the old jQuery slider (swing), or are
 * instant for visitors who asked for reduced motion.
 *
 * Autoplay waits while a mouse pointer is over it, a finger is on it, keyboard focus is in it or the page is
 * hidden, and resumes after each unless the visitor pressed Pause; it never runs for visitors who asked for reduced
 * motion. Every move, automatic, by the arrows or by a swipe, starts a full wait for the next automatic one. With no
 * slides it renders nothing and says so in the console.
 */
export function Carousel({ label, slides, idPrefix, delay, speed, slideClass }: Props) {
  const t = useT();
  const drawnHtml = useDrawnHtml();
  const reduced = useReducedMotion();
  const hidden = usePageHidden();
  const looping = useHydrated() && slides.length > 1;
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [touched, setTouched] = useState(false);
  const [focused, setFocused] = useState(false);
  // Counts the moves: each one restarts the wait for the next automatic move.
  const [moves, setMoves] = useState(0);
  const viewport = useRef<HTMLDivElement>(null);
  const position = useRef<Position>({ index: 0, target: -1, frame: 0, settle: 0 });
  const paused = stopped || hovered || touched || focused || hidden || reduced;
  const count = slides.length;

  /** Moves `delta` slides on from where the track is (or is going), through the copy when it passes an end. */
  const move = (delta: number) => {
    const track = viewport.current!;
    const at = position.current;
    const width = track.firstElementChild!.getBoundingClientRect().width;
    const round = count * width;
    setMoves((n) => n + 1);
    cancelAnimationFrame(at.frame);
    track.style.scrollSnapType = "none";
    let from = track.scrollLeft;
    let target = at.target < 0 ? Math.round(from / width) : at.target;
    if (from >= round - 1) {
      from -= round;
      target -= count;
    }
    target += delta;
    if (target < 0) {
      from += round;
      target += count;
    }
    target = Math.min(target, 2 * count - 1);
    at.target = target;
    at.index = target % count;
    const start = performance.now();
    const step = (now: number) => {
      const progress = reduced ? 1 : Math.min(1, (now - start) / speed);
      track.scrollLeft = from + (target * width - from) * (0.5 - Math.cos(Math.PI * progress) / 2);
      if (progress < 1) {
        at.frame = requestAnimationFrame(step);
        return;
      }
      if (target >= count) track.scrollLeft -= round;
      track.style.scrollSnapType = "";
      at.target = -1;
    };
    step(start);
  };

  /** After a swipe or a scroll by keyboard: out of the copy, and a new slide at the left edge counts as a move. */
  const settle = () => {
    const track = viewport.current;
    const at = position.current;
    if (!track) return;
    const index = Math.round(track.scrollLeft / track.firstElementChild!.getBoundingClientRect().width);
    if (at.target >= 0 || !looping) return;
    if (index >= count) track.scrollLeft -= track.scrollWidth / 2;
    if (index % count !== at.index) {
      at.index = index % count;
      setMoves((n) => n + 1);
    }
  };

  // A scroll's settling, or a move's animation, still to come when the carousel goes (the visitor left the page).
  useEffect(
    () => () => {
      window.clearTimeout(position.current.settle);
      cancelAnimationFrame(position.current.frame);
    },
    [],
  );

  const autoplayMove = useRef(move);
  useEffect(() => {
    autoplayMove.current = move;
  });

  useEffect(() => {
    if (count === 0) console.info("There are no slides to show");
  }, [count]);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => autoplayMove.current(1), delay);
    return () => window.clearTimeout(timer);
  }, [paused, delay, count, moves]);

  if (count === 0) return null;

  const slide = (html: string | null, i: number, copy: boolean) => {
    const id = slideId(idPrefix, i);
    return (
      <div
        key={copy ? `copy-${i}` : i}
        id={copy ? undefined : id}
        role="group"
        aria-roledescription={t("carousel.slideRoleDescription")}
        aria-label={`${i + 1} / ${count}`}
        aria-hidden={copy || undefined}
        inert={copy || undefined}
        className={`min-w-0 shrink-0 grow-0 snap-start ${slideClass}`}
        dangerouslySetInnerHTML={{ __html: drawnHtml(id, html) }}
      />
    );
  };

  return (
    <div
      role="region"
      aria-roledescription={t("carousel.roleDescription")}
      aria-label={label}
      data-autoplay={stopped ? "stopped" : paused ? "paused" : "playing"}
      className="relative"
      // Pointer events, not mouse events: a tap's emulated mouse events would leave it "hovered" on a phone.
      onPointerEnter={(event) => setHovered(event.pointerType === "mouse")}
      onPointerLeave={() => setHovered(false)}
      onTouchStart={() => setTouched(true)}
      onTouchEnd={() => setTouched(false)}
      onTouchCancel={() => setTouched(false)}
      // Keyboard focus pauses; a mouse click on an arrow does not (that would outlast the mouse leaving).
      onFocus={(event) => setFocused(event.target.matches(":focus-visible"))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {/* Focusable, so a keyboard can scroll it where the arrows do not run (axe: scrollable-region-focusable). */}
      <div
        ref={viewport}
        tabIndex={0}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] noscript:[scrollbar-width:thin]"
        aria-live={paused ? "polite" : "off"}
        onScroll={() => {
          window.clearTimeout(position.current.settle);
          position.current.settle = window.setTimeout(settle, 150);
        }}
      >
        {slides.map((html, i) => slide(html, i, false))}
        {looping ? slides.map((html, i) => slide(html, i, true)) : null}
      </div>
      {count > 1 ? (
        <div className="needs-script mt-3 flex items-center justify-center gap-2">
          <button
            type="button"
            onClick={() => move(-1)}
            className="min-h-11 rounded border border-slate-300 bg-white px-3 hover:bg-slate-100"
          >
            <span aria-hidden="true">‹ </span>
            {t("carousel.previous")}
          </button>
          {reduced ? null : (
            <button
              type="button"
              onClick={() => setStopped((s) => !s)}
              className="min-h-11 rounded border border-slate-300 bg-white px-3 hover:bg-slate-100"
            >
              <Icon shape={stopped ? "play" : "pause"} className="me-1.5" />
              {stopped ? t("carousel.play") : t("carousel.pause")}
            </button>
          )}
          <button
            type="button"
            onClick={() => move(1)}
            className="min-h-11 rounded border border-slate-300 bg-white px-3 hover:bg-slate-100"
          >
            {t("carousel.next")}
            <span aria-hidden="true"> ›</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
