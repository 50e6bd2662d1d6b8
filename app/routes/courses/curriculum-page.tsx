import { CurriculumTabs } from "~/components/content/curriculum-tabs.tsx";
import { curriculumText } from "~/components/content/curriculum-table.tsx";
import { InfoPage } from "~/components/content/info-page.tsx";
import { pageMeta } from "~/lib/meta.ts";
import type { Curriculum } from "~/schemas/content/curriculum.ts";

type MetaArgs = Omit<Parameters<typeof pageMeta>[0], "title" | "description"> & { loaderData: Curriculum | undefined };

/** Title and description come from the branch's content file, so each branch page has its own. */
export function curriculumMeta({ loaderData, location, matches }: MetaArgs) {
  return pageMeta({
    title: loaderData?.title ?? "Diploma Engineering",
    description:
      loaderData?.description ?? "Semester-wise diploma engineering curriculum at the polytechnic in Gumla, Jharkhand.",
    location,
    matches,
  });
}

/** The page of one diploma branch: intro, the semester tabs, then the notes that apply to every semester. */
export function CurriculumPage({ curriculum }: { curriculum: Curriculum }) {
  return (
    <InfoPage title={curriculum.title} wide>
      <div className="max-w-4xl space-y-4">
        {curriculum.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <section aria-labelledby="curriculum-heading" className="space-y-4">
        <h2 id="curriculum-heading" className="text-xl font-bold text-brand-900 sm:text-2xl">
          {curriculumText.curriculum}
        </h2>
        <CurriculumTabs semesters={curriculum.semesters} />
      </section>
      <section aria-labelledby="curriculum-notes" className="max-w-4xl">
        <h2 id="curriculum-notes" className="mb-2 text-xl font-bold text-brand-900 sm:text-2xl">
          {curriculumText.notes}
        </h2>
        <ul className="list-disc space-y-1 pl-5">
          {curriculum.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>
    </InfoPage>
  );
}
