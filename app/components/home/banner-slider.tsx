import { MediaImage } from "~/components/media-image.tsx";
import { useT } from "~/lib/language.tsx";
import type { Banner } from "~/models/banners.server.ts";
import { Carousel } from "./carousel.tsx";

/**
 * The banners (spec §9 slider defaults: autoplay 5000 ms, smart speed 250 ms), each with its title as text
 * alternative. The first is the page's largest image, its LCP: loaded at once with high priority; the rest lazily.
 */
export function BannerSlider({ banners }: { banners: Banner[] }) {
  const t = useT();
  const slides = banners.map((banner, i) => (
    <MediaImage
      mediaId={banner.mediaId}
      alt={banner.title}
      width={banner.width}
      height={banner.height}
      widths={[480, 800, 1280, 1600, 1920]}
      sizes="100vw"
      priority={i === 0}
      className="aspect-[8/3] w-full object-cover"
    />
  ));
  return <Carousel label={t("home.banners")} slides={slides} delay={5000} speed={250} slideClass="basis-full" />;
}
