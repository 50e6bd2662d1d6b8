import { MediaImage } from "~/components/media-image.tsx";
import { t } from "~/messages/en.ts";
import type { PlacedStudent } from "~/models/placed-students.server.ts";
import { Carousel } from "./carousel.tsx";

/** "Asha Kumari (Civil Engineering)" shows as the name, with the bracketed part on its own line. */
export function splitName(name: string): { name: string; detail: string } {
  const open = name.indexOf("(");
  if (open < 0) return { name: name.trim(), detail: "" };
  return { name: name.slice(0, open).trim(), detail: name.slice(open + 1).replace(/\)\s*$/, "").trim() };
}

export function PlacedStudents({ students }: { students: PlacedStudent[] }) {
  if (students.length === 0) {
    console.info("There are no slides to show");
    return null;
  }
  const slides = students.map((student) => {
    const { name, detail } = splitName(student.name);
    return (
      <figure className="mx-2 flex h-full items-center gap-4 rounded-lg border border-slate-200 bg-white p-4">
        <MediaImage mediaId={student.mediaId} alt="" width={100} height={100} widths={[100, 160]} sizes="100px" className="h-24 w-24 shrink-0 rounded-full object-cover" />
        <figcaption>
          <span className="block font-semibold text-brand-900">{name}</span>
          {detail ? <span className="block text-sm text-slate-600">({detail})</span> : null}
          <span className="block text-sm">{student.session}</span>
          <span className="block text-sm font-medium">{student.companyName}</span>
        </figcaption>
      </figure>
    );
  });
  return (
    <section aria-labelledby="placements" className="bg-brand-50 py-12">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="placements" className="mb-6 text-2xl font-bold text-brand-900">
          {t("home.placements")}
        </h2>
        <Carousel label={t("home.placements")} slides={slides} delay={3000} duration={35} slideClass="basis-full min-[740px]:basis-1/2 min-[940px]:basis-1/3" />
      </div>
    </section>
  );
}
