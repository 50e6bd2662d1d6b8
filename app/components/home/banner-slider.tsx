import { useT } from "~/lib/language.tsx";
import { Carousel } from "./carousel.tsx";

/** The banners (spec §9 slider defaults: autoplay 5000 ms, smart speed 250 ms), each slide's markup from the server. */
export function BannerSlider({ slides }: { slides: string[] }) {
  const t = useT();
  return <Carousel label={t("home.banners")} slides={slides} delay={5000} speed={250} slideClass="basis-full" />;
}
