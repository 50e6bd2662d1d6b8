import "~/messages/static-page-messages.ts";
import type { ShapeDocument } from "~/schemas/page-shapes.ts";
import { CurriculumTabs } from "./curriculum-tabs.tsx";
import { DocumentPage } from "./document-page.tsx";
import { RevisionDate } from "./revision-date.tsx";
import { useT } from "~/lib/language.tsx";
import { DocumentText } from "./english-text.tsx";

/** Intro, the semester tabs, then the notes that apply to every semester. */
export function CurriculumPage({ page: curriculum }: { page: ShapeDocument<"curriculum"> }) {
  const t = useT();
  return (
    <DocumentPage title={curriculum.title} wide>
      <div className="max-w-4xl space-y-4">
        {curriculum.intro.map((paragraph) => (
          <p key={paragraph}>
            <DocumentText text={paragraph} />
          </p>
        ))}
      </div>
      <section aria-labelledby="curriculum-heading" className="space-y-4">
        <h2 id="curriculum-heading" className="text-xl font-bold text-brand-900 sm:text-2xl">
          {t("content.curriculum.heading")}
        </h2>
        <CurriculumTabs semesters={curriculum.semesters} />
      </section>
      <section aria-labelledby="curriculum-notes" className="max-w-4xl">
        <h2 id="curriculum-notes" className="mb-2 text-xl font-bold text-brand-900 sm:text-2xl">
          {t("content.curriculum.notes")}
        </h2>
        <ul className="list-disc space-y-1 pl-5">
          {curriculum.notes.map((note) => (
            <li key={note}>
              <DocumentText text={note} />
            </li>
          ))}
        </ul>
      </section>
      <RevisionDate />
    </DocumentPage>
  );
}
