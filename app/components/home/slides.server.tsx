import { MediaImage, imageUrl } from "~/components/media-image.tsx";
import type { Banner } from "~/models/banners.server.ts";
import type { PlacedStudent } from "~/models/placed-students.server.ts";

/*
 * The carousels' slides, drawn as HTML on the server (home-sections.server.tsx): the carousel in the browser puts
 * each slide's markup in place and never needs this code.
 */

/**
 * One banner, with its title as text alternative. The first is the page's largest image, its LCP: loaded at once
 * with high priority; the rest lazily.
 */
export function BannerSlide({ banner, first }: { banner: Banner; first: boolean }) {
  return (
    <MediaImage
      mediaId={banner.mediaId}
      alt={banner.title}
      // A banner's title is kept in English only: its text alternative says so.
      lang="en"
      width={banner.width}
      height={banner.height}
      widths={[480, 800, 1280, 1600, 1920]}
      sizes="100vw"
      priority={first}
      className="aspect-[8/3] w-full object-cover"
    />
  );
}

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

/** One placed student's card. */
export function StudentSlide({ student }: { student: PlacedStudent }) {
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
      {/* Names, programme and company as the college types them, in English (no Hindi is kept for them). */}
      <figcaption lang="en">
        <span className="block font-semibold text-brand-900">{name}</span>
        {detail ? <span className="block text-sm text-slate-600">({detail})</span> : null}
        <span className="block text-sm">{student.session}</span>
        <span className="block text-sm font-medium">{student.companyName}</span>
      </figcaption>
    </figure>
  );
}
