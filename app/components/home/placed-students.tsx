import { imageUrl } from "~/components/media-image.tsx";
import { useT } from "~/lib/language.tsx";
import type { PlacedStudent } from "~/models/placed-students.server.ts";
import { Carousel } from "./carousel.tsx";

/** "Asha Kumari (Civil Engineering)" shows as the name, with the bracketed part on its own line. */
export function splitName(name: string): { name: string; detail: string } {
  const open = name.indexOf("(");
  if (open < 0) return { name: name.trim(), detail: "" };
  return {
    name: name.slice(0, open).trim(),
    detail: name
      .slice(open + 1)
      .replace(/\)\s*$/, "")
      .trim(),
  };
}

/**
 * Placed students (spec §9): loops, autoplay every 3000 ms moving in 700 ms, arrows and no dots; 1 slide below
 * 740 px, 2 from 740 px, 3 from 940 px. With no students there is nothing to show, not even the heading.
 */
export function PlacedStudents({ students }: { students: PlacedStudent[] }) {
  const t = useT();
  const slides = students.map((student) => {
    const { name, detail } = splitName(student.name);
    return (
      <figure className="mx-2 flex h-full items-center gap-4 rounded-lg border border-slate-200 bg-white p-4">
        {/* The photo is requested at width 100 (spec §9), with sharper candidates for dense screens. */}
        <img
          src={imageUrl(student.mediaId, 100)}
          srcSet={`${imageUrl(student.mediaId, 100)} 100w, ${imageUrl(student.mediaId, 160)} 160w, ${imageUrl(student.mediaId, 240)} 240w`}
          sizes="100px"
          alt=""
          width={100}
          height={100}
          loading="lazy"
          decoding="async"
          className="size-[100px] shrink-0 rounded-full bg-slate-100 object-cover"
        />
        <figcaption>
          <span className="block font-semibold text-brand-900">{name}</span>
          {detail ? <span className="block text-sm text-slate-600">({detail})</span> : null}
          <span className="block text-sm">{student.session}</span>
          <span className="block text-sm font-medium">{student.companyName}</span>
        </figcaption>
      </figure>
    );
  });
  const carousel = (
    <Carousel
      label={t("home.placements")}
      slides={slides}
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
