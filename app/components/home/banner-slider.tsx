import { useT } from "~/lib/language.tsx";
import { Carousel } from "./carousel.tsx";
import { HOME_SLIDE_IDS } from "./home-ids.ts";

/** The banners (spec §9 slider defaults: autoplay 5000 ms, smart speed 250 ms), each slide's markup from the server. */
export function BannerSlider({ slides }: { slides: (string | null)[] }) {
  const t = useT();
  return (
    <Carousel
      label={t("home.banners")}
      slides={slides}
      idPrefix={HOME_SLIDE_IDS.banners}
      delay={5000}
      speed={250}
      slideClass="basis-full"
    />
  );
}
