import { useT } from "~/lib/language.tsx";
import { Carousel } from "./carousel.tsx";
import { HOME_SLIDE_IDS } from "./home-ids.ts";

/**
 * Placed students (spec §9): loops, autoplay every 3000 ms moving in 700 ms, arrows and no dots; 1 slide below
 * 740 px, 2 from 740 px, 3 from 940 px. Each slide's markup comes from the server. With no students there is
 * nothing to show, not even the heading.
 */
export function PlacedStudents({ slides }: { slides: (string | null)[] }) {
  const t = useT();
  const carousel = (
    <Carousel
      label={t("home.placements")}
      slides={slides}
      idPrefix={HOME_SLIDE_IDS.students}
      delay={3000}
      speed={700}
      slideClass="basis-full min-[740px]:basis-1/2 min-[940px]:basis-1/3"
    />
  );
  if (slides.length === 0) return carousel;
  return (
    <section aria-labelledby="placements" className="bg-brand-50 py-12">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="placements" className="mb-6 text-2xl font-bold text-brand-900">
          {t("home.placements")}
        </h2>
        {carousel}
      </div>
    </section>
  );
}
