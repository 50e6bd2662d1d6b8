import useEmblaCarousel from "embla-carousel-react";
import { type ReactNode, useEffect, useState, useSyncExternalStore } from "react";
import { useReducedMotion } from "~/lib/use-reduced-motion.ts";
import { useT } from "~/lib/language.tsx";

interface Props {
  label: string;
  slides: ReactNode[];
  /** Autoplay interval in milliseconds. */
  delay: number;
  /** How long one slide takes to move, in milliseconds. */
  speed: number;
  /** Classes sizing one slide, e.g. "basis-full min-[740px]:basis-1/2". */
  slideClass: string;
}

/** Embla's spring (its ScrollBody), stepped 60 times a second: how long it takes to cover 99 % of the way. */
function springTime(duration: number): number {
  let velocity = 0;
  let position = 0;
  for (let step = 1; step < 1000; step++) {
    velocity = (velocity + (1 - position) / duration) * 0.68;
    position += velocity;
    if (position >= 0.99) return (step * 1000) / 60;
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * Embla's `duration` is not in milliseconds: it sets the stiffness of the spring that moves the slides. This
 * picks the value whose movement takes closest to `ms` (700 ms → 25; 250 ms → 14, about 267 ms). Below 14 the
 * spring overshoots visibly, so that is the fastest it goes.
 */
export function emblaDuration(ms: number): number {
  let best = 14;
  for (let duration = 14; duration <= 60; duration++) {
    if (Math.abs(springTime(duration) - ms) < Math.abs(springTime(best) - ms)) best = duration;
  }
  return best;
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

/**
 * A looping carousel (Embla) with previous/next arrows and a visible pause/play control. Autoplay waits while
 * a mouse pointer is over it, a finger is on it, keyboard focus is in it or the page is hidden, and resumes after
 * each unless the visitor pressed Pause; it never runs for visitors who asked for reduced motion. The timer is
 * our own, not Embla's Autoplay plugin: the plugin restarts itself on mouse leave, pointer up and focus out even
 * after Pause, and stops itself on the emulated mouse events that follow a tap. With no slides it renders
 * nothing and says so in the console.
 */
export function Carousel({ label, slides, delay, speed, slideClass }: Props) {
  const t = useT();
  const reduced = useReducedMotion();
  const hidden = usePageHidden();
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [touched, setTouched] = useState(false);
  const [focused, setFocused] = useState(false);
  const [viewport, api] = useEmblaCarousel({
    loop: true,
    duration: reduced ? 0 : emblaDuration(speed),
    align: "start",
  });
  const paused = stopped || hovered || touched || focused || hidden || reduced;

  useEffect(() => {
    if (slides.length === 0) console.info("There are no slides to show");
  }, [slides.length]);

  // Every move, automatic or by the visitor, starts a full wait for the next automatic one.
  useEffect(() => {
    if (!api || paused || slides.length < 2) return;
    let timer = 0;
    const wait = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(advance, delay);
    };
    const advance = () => {
      api.scrollNext();
      wait();
    };
    wait();
    api.on("select", wait);
    return () => {
      window.clearTimeout(timer);
      api.off("select", wait);
    };
  }, [api, paused, delay, slides.length]);

  if (slides.length === 0) return null;

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
      <div ref={viewport} className="overflow-hidden">
        <div className="flex" aria-live={paused ? "polite" : "off"}>
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription={t("carousel.slideRoleDescription")}
              aria-label={`${i + 1} / ${slides.length}`}
              className={`min-w-0 shrink-0 grow-0 ${slideClass}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className="mt-3 flex items-center justify-center gap-2">
          <button
            type="button"
            onClick={() => api?.scrollPrev()}
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
              <span aria-hidden="true">{stopped ? "▶ " : "❚❚ "}</span>
              {stopped ? t("carousel.play") : t("carousel.pause")}
            </button>
          )}
          <button
            type="button"
            onClick={() => api?.scrollNext()}
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
