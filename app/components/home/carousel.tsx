import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { type ReactNode, useEffect, useState } from "react";
import { useReducedMotion } from "~/lib/use-reduced-motion.ts";
import { t } from "~/messages/en.ts";

interface Props {
  label: string;
  slides: ReactNode[];
  /** Autoplay interval in milliseconds. */
  delay: number;
  /** Embla's scroll duration (its own unit, roughly 20–60). */
  duration: number;
  /** Classes sizing one slide, e.g. "basis-full min-[740px]:basis-1/2". */
  slideClass: string;
}

/**
 * A looping carousel (Embla) with previous/next arrows and a visible pause/play control; autoplay pauses while
 * the pointer or keyboard focus is inside, and never runs for visitors who asked for reduced motion.
 */
export function Carousel({ label, slides, delay, duration, slideClass }: Props) {
  const reduced = useReducedMotion();
  const [stopped, setStopped] = useState(false);
  const [viewport, api] = useEmblaCarousel({ loop: true, duration, align: "start" }, [
    Autoplay({ delay, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true, playOnInit: false }),
  ]);

  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (reduced || stopped) autoplay.stop();
    else autoplay.play();
  }, [api, reduced, stopped]);

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className="relative">
      <div ref={viewport} className="overflow-hidden">
        <div className="flex">
          {slides.map((slide, i) => (
            <div key={i} role="group" aria-roledescription="slide" aria-label={`${i + 1} / ${slides.length}`} className={`min-w-0 shrink-0 grow-0 ${slideClass}`}>
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className="mt-3 flex items-center justify-center gap-2">
          <button type="button" onClick={() => api?.scrollPrev()} className="min-h-9 rounded border border-slate-300 bg-white px-3 hover:bg-slate-100">
            <span aria-hidden="true">‹ </span>
            {t("carousel.previous")}
          </button>
          {reduced ? null : (
            <button type="button" onClick={() => setStopped((s) => !s)} className="min-h-9 rounded border border-slate-300 bg-white px-3 hover:bg-slate-100">
              <span aria-hidden="true">{stopped ? "▶ " : "❚❚ "}</span>
              {stopped ? t("carousel.play") : t("carousel.pause")}
            </button>
          )}
          <button type="button" onClick={() => api?.scrollNext()} className="min-h-9 rounded border border-slate-300 bg-white px-3 hover:bg-slate-100">
            {t("carousel.next")}
            <span aria-hidden="true"> ›</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
